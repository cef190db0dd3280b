import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TAnnouncement } from '@scoreline/contract/api/admin-content-endpoints';
import type { TLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { announcements } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

// Announcements: written in en, fr and th, unpublished until support publishes them; the member
// app lists the published ones in the member's language.

type Row = typeof announcements.$inferSelect;
type Texts = { en: string; fr: string; th: string };

const view = (r: Row): TAnnouncement => ({
  id: r.id,
  title: r.title as Texts,
  body: r.body as Texts,
  published: r.publishedAt !== null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  unpublishedAt: r.unpublishedAt?.toISOString() ?? null,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

export async function listAnnouncements(ctx: AppContext, query: { page: number; pageSize: number }) {
  const [rows, [count]] = await Promise.all([
    ctx.db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(announcements),
  ]);
  return { items: rows.map(view), total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function saveAnnouncement(ctx: AppContext, input: { id?: number; title: Texts; body: Texts }, actor: string) {
  if (input.id === undefined) {
    const [row] = await ctx.db.insert(announcements).values({ title: input.title, body: input.body, createdBy: actor, createdAt: ctx.clock.now() }).returning();
    return view(row!);
  }
  const [row] = await ctx.db.update(announcements).set({ title: input.title, body: input.body }).where(eq(announcements.id, input.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

export async function publishAnnouncement(ctx: AppContext, input: { id: number; published: boolean }) {
  const now = ctx.clock.now();
  // Publishing again keeps the first publication time; unpublishing records when.
  const [row] = await ctx.db
    .update(announcements)
    .set(input.published ? { publishedAt: sql`coalesce(${announcements.publishedAt}, ${now})`, unpublishedAt: null } : { publishedAt: null, unpublishedAt: now })
    .where(eq(announcements.id, input.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

const memberView = (r: Row, locale: TLocale) => ({ id: r.id, title: (r.title as Texts)[locale], body: (r.body as Texts)[locale], publishedAt: r.publishedAt!.toISOString() });

export async function publishedAnnouncements(ctx: AppContext, locale: TLocale) {
  const rows = await ctx.db.select().from(announcements).where(isNotNull(announcements.publishedAt)).orderBy(desc(announcements.publishedAt), desc(announcements.id)).limit(50);
  return { items: rows.map((r) => memberView(r, locale)) };
}

/** One published announcement in the member's language; an unpublished or unknown one is NOT_FOUND. */
export async function publishedAnnouncement(ctx: AppContext, locale: TLocale, id: number) {
  const [row] = await ctx.db.select().from(announcements).where(and(eq(announcements.id, id), isNotNull(announcements.publishedAt)));
  if (!row) throw new AppError('NOT_FOUND');
  return memberView(row, locale);
}
