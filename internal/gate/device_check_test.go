package gate

import (
	"testing"

	"github.com/proofgate/proofgate/internal/ledger"
)

// TestReachesDevice: a command reaches a simulator or an emulator by a
// word of its own, not by letters inside another word.
func TestReachesDevice(t *testing.T) {
	for command, want := range map[string]bool{
		"xcrun simctl boot 'iPhone 15'": true,
		"xcodebuild test -scheme Shop -destination 'platform=iOS Simulator,name=iPhone 15'": true,
		"./gradlew :app:connectedCheck":                      true,
		"npx react-native run-android":                       true,
		"/opt/android/platform-tools/adb install a.apk":      true,
		"make ios-test":                                      true, // a task runner may have
		"export CI=1 && npx jest src/screens":                false,
		"npx jest src/screens/__tests__/PostScreen.test.tsx": false,
		"go test ./internal/sadbox/":                         false,
	} {
		if got := reachesDevice(&ledger.Check{Command: command}); got != want {
			t.Errorf("reachesDevice(%q) = %v, want %v", command, got, want)
		}
	}
}
