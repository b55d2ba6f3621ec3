import { describe, expect, it } from 'vitest';
import { priorityBand, priorityScore } from './priority';

const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('priorityScore', () => {
  it('gives a new, much-watched public asset full marks and an old, unwatched private one almost none', () => {
    expect(priorityScore({ views: 1000, publishedAt: now, isPublic: true }, now)).toBe(100);
    expect(priorityScore({ views: 5000, publishedAt: now, isPublic: true }, now)).toBe(100);
    expect(priorityScore({ views: null, publishedAt: daysAgo(3650), isPublic: false }, now)).toBe(0);
  });

  it('weighs views on a log scale, recency by a 180-day half-life, and a public audience as a fifth', () => {
    // 31 plays: log10(32)/log10(1001) ≈ 0.502 → 25.1; today: 30; private: 0.
    expect(priorityScore({ views: 31, publishedAt: now, isPublic: false }, now)).toBe(55);
    // Half a year old: recency 0.5 → 15.
    expect(priorityScore({ views: 0, publishedAt: daysAgo(180), isPublic: false }, now)).toBe(15);
    expect(priorityScore({ views: 0, publishedAt: daysAgo(180), isPublic: true }, now)).toBe(35);
  });

  it('orders what people watch above what is merely new', () => {
    const watched = priorityScore({ views: 400, publishedAt: daysAgo(365), isPublic: false }, now);
    const fresh = priorityScore({ views: 0, publishedAt: now, isPublic: false }, now);
    expect(watched).toBeGreaterThan(fresh);
  });
});

describe('priorityBand', () => {
  it('cuts at 50 and 25', () => {
    expect([100, 50, 49, 25, 24, 0].map(priorityBand)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});
