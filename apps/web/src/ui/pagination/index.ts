export { Pagination } from './pagination';
export { pageCountOf, paginationWindow } from './pagination-window';
