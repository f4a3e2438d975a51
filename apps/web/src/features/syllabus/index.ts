// The club's syllabus page and each team's coverage of it, composed by the club's page frame (app/routes).
export { SyllabusCoverage } from "./components/syllabus-coverage.tsx";
export { SyllabusPlan } from "./components/syllabus-plan.tsx";
