// The club's syllabus page, composed by the club's page frame (app/routes).
export { SyllabusPlan } from "./components/syllabus-plan.tsx";
