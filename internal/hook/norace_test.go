//go:build !race

package hook

const raceDetector = false
