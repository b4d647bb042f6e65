/** Strategy pictures: an SVG per catalog strategy, drawn from its family, type and side (strategy-image.ts). */
export { type ImageSubject, strategyImagePath, strategyImageSvg } from './strategy-image';
