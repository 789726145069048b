//go:build race

package hook

// raceDetector is set in a build with the race detector, whose
// instrumentation allocates: memory budgets hold for the build that ships.
const raceDetector = true
