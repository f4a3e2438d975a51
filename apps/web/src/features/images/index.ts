// What other features may use of images: the blog draws its pictures lazily and picks a cover from the uploads.
export { useImages } from "./api/use-images.ts";
export { LazyImage } from "./components/lazy-image.tsx";
