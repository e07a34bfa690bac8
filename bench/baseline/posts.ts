const WORDS = ['market', 'office', 'lease', 'tower', 'retail', 'yield', 'district', 'harbour', 'summit', 'campus'];
const AUTHORS = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Frances Allen'];
const CATEGORIES = ['news', 'analysis', 'interview', 'report'];
const STATUSES = ['draft', 'published', 'archived'];
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);

/** 100 posts, the same on every build: each field cycles through its list at its own pace. */
export const posts = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  title: `${WORDS[i % 10]} ${WORDS[(i * 3 + 1) % 10]} ${WORDS[(i * 7 + 2) % 10]}`,
  author: AUTHORS[i % AUTHORS.length],
  category: CATEGORIES[i % CATEGORIES.length],
  status: STATUSES[i % STATUSES.length],
  views: (i * 7919) % 10_000,
  rating: (i % 5) + 1,
  commentable: i % 3 !== 0,
  publishedAt: new Date(START + i * DAY).toISOString(),
  updatedAt: new Date(START + i * DAY + ((i * 37) % 24) * 3_600_000).toISOString(),
}));
