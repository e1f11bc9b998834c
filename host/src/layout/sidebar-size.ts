export const SIDEBAR_WIDTH = '15rem';
export const SIDEBAR_COLLAPSED_WIDTH = '3rem';
