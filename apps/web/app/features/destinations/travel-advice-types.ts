/** The latest date of each government's travel advice in the catalogue, formatted (or none). */
export type AdviceDates = { canada: string | null; unitedStates: string | null };
