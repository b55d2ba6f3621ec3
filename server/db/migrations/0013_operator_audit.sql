-- Reserved: filled in by the work on this area. A no-op until then.
SELECT 1;
