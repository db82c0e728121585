/**
 * How many times production's Firebase deadlines every test of this app runs at when it is not
 * about the deadlines (decision 101): the browser tests' servers and workers, the vitest suites
 * against the emulators and the release artefact. Beside a second whole run on two cores, one
 * emulator call took over five times its deadline. The deadlines themselves are tested at
 * production's scale (test/fault).
 */
export const TEST_DEADLINE_SCALE = "10";
