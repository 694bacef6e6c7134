/** The two storage dialects Atelier runs on. */
export type Dialect = 'sqlite' | 'postgres';
