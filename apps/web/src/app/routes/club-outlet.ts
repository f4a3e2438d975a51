import type { Club } from "@touchline/contracts";
import { useOutletContext } from "react-router";

/** What the club's page frame (club-layout.tsx) hands the page below it: the club, already loaded. */
export interface ClubOutletContext {
  club: Club;
}

/** The club of the page frame this page is drawn in (a route below `/clubs/:clubId`). */
export function useClubOutlet(): ClubOutletContext {
  return useOutletContext<ClubOutletContext>();
}
