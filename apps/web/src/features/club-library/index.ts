// The club library's pages, composed by the club's page frame (app/routes).
export { ClubLibrary } from "./components/club-library.tsx";
export { ClubLibraryItemView } from "./components/club-library-item-view.tsx";
