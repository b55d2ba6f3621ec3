import { z } from 'zod';
import { idSchema } from './common';

export const fileDetailQuerySchema = z.object({ fileId: idSchema, workspaceId: idSchema });

export const fileDetailSchema = z.object({ id: idSchema, name: z.string() });
export type FileDetail = z.infer<typeof fileDetailSchema>;
