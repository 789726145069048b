package gate

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/ledger"
)

// A claim may say where the agent looked: "I checked it on the iPhone 15
// simulator and the Pixel 7 emulator", "시뮬레이터에서 확인했습니다". A
// simulator or an emulator is reached only through a command (xcrun
// simctl, xcodebuild -destination, adb, flutter run, detox, maestro), so a
// session that ran none did not look there, whatever else passed: a jest
// run renders no simulator.

// deviceWords name a simulated device the agent may say it looked at.
var deviceWords = []string{"simulator", "emulator", "시뮬레이터", "에뮬레이터"}

// lookedVerbs are the first-person words of having looked at something
// ("I checked it on …", "confirmed in the simulator", "확인했").
var lookedVerbs = []string{"i checked", "i tested", "i verified", "i confirmed", "i tried", "i ran it", "i opened",
	"checked it on", "checked it in", "tested it on", "tested it in", "verified it on", "verified it in",
	"confirmed it on", "confirmed it in", "confirmed on the", "confirmed in the", "verified on the", "verified in the",
	"tested on the", "tested in the", "checked on the", "checked in the", "확인했", "확인해 봤", "확인해봤", "테스트했", "돌려 봤", "돌려봤", "띄워 봤", "띄워봤"}

// deviceCommand reports a word of a command (lower case) that reaches a
// simulator or an emulator, or runs the app or its UI tests on one.
func deviceCommand(w string) bool {
	switch w {
	case "simctl", "xcodebuild", "xcrun", "idb", "simulator", "emulator", "adb", "avdmanager", "flutter", "detox",
		"maestro", "appium", "run-ios", "run-android", "expo", "fastlane", "cap", "ionic",
		"connectedcheck", "connectedandroidtest", "connecteddebugandroidtest":
		return true
	}
	return false
}

// claimsDeviceLook reports a line (lower case) that holds phrase and says
// the agent looked at the result on a simulator or an emulator, in a
// session that ran no command that reaches one.
func (e evidence) claimsDeviceLook(line, phrase string) bool {
	at := strings.Index(line, phrase)
	if at < 0 || phrase == "" {
		return false
	}
	from, to := sentenceAround(line, at)
	sentence := line[from:to]
	if containsAny(sentence, deviceWords) == "" || !lookedBy(sentence, at-from+len(phrase)) {
		return false
	}
	for i := range e.l.Checks {
		if reachesDevice(&e.l.Checks[i]) {
			return false
		}
	}
	return true
}

// reachesDevice reports a check whose command line may have run the app
// on a simulator or an emulator, or through a runner that may have.
func reachesDevice(c *ledger.Check) bool {
	low := strings.ToLower(c.Command + " " + c.Script)
	// By whole words: "expo" is no part of "export", nor "adb" of "sadb".
	if slices.ContainsFunc(strings.FieldsFunc(low, notCommandRune), deviceCommand) {
		return true
	}
	for _, ws := range commandsOf(low) {
		if runnerNames(ws[0]) && !packageManager(ws[0]) {
			return true // make ios-test, ./scripts/e2e.sh
		}
	}
	return false
}

// lookedBy reports a sentence that says the agent looked, by words that
// start before end (the claim's phrase's end): "Jest passes, and I checked
// it on the simulator" claims the look in its second claim, not its first.
func lookedBy(sentence string, end int) bool {
	for _, v := range lookedVerbs {
		if i := strings.Index(sentence, v); i >= 0 && i <= end {
			return true
		}
	}
	return false
}

// sentenceAround returns the bounds of the sentence of line that holds
// the byte at: it ends at a full stop, a question or an exclamation mark
// before a space, or at a line's end ("iOS 17.4" is one word).
func sentenceAround(line string, at int) (from, to int) {
	from, to = 0, len(line)
	for i := 0; i < len(line); i++ {
		end := line[i] == '\n' || (line[i] == '.' || line[i] == '!' || line[i] == '?') && (i+1 == len(line) || line[i+1] == ' ')
		if !end {
			continue
		}
		if i < at {
			from = i + 1
		} else {
			to = i
			break
		}
	}
	return from, to
}

// notCommandRune separates the words of a command line: ":app:connectedCheck"
// and "/usr/bin/adb" hold the words "connectedcheck" and "adb".
func notCommandRune(r rune) bool {
	return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-')
}

// containsAny returns the first of words that s holds, or "".
func containsAny(s string, words []string) string {
	for _, w := range words {
		if strings.Contains(s, w) {
			return w
		}
	}
	return ""
}
