import type { LinkView } from './link.view.js';

export interface PagingView {
  page: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
  pages: LinkView[];
}
