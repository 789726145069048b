package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// feedback is how a Stop block reaches the model: a user message that
// starts the block reason with proofgate's prefix.
const feedback = "Stop hook feedback:\nproofgate:"

// modeContext is the start of the context UserPromptSubmit adds.
const modeContext = "proofgate task mode:"

// hasModeContext checks that the request carries proofgate's prompt context.
func hasModeContext(r *mockapi.Request) error {
	if !r.Contains(modeContext) {
		return fmt.Errorf("the request does not carry proofgate's context %q", modeContext)
	}
	return nil
}

// toolResults checks the request answers n tool calls, erroneous or not as
// isError says, whose outputs contain want.
func toolResults(n int, isError bool, want ...string) func(*mockapi.Request) error {
	return func(r *mockapi.Request) error {
		res := r.ToolResults()
		if len(res) != n {
			return fmt.Errorf("want %d tool results, got %d: %+v", n, len(res), res)
		}
		for _, tr := range res {
			if tr.IsError != isError {
				return fmt.Errorf("tool result is_error=%v, want %v: %q", tr.IsError, isError, tr.Text)
			}
		}
		for _, w := range want {
			if !slices.ContainsFunc(res, func(tr mockapi.ToolResult) bool { return strings.Contains(tr.Text, w) }) {
				return fmt.Errorf("no tool result contains %q: %+v", w, res)
			}
		}
		return nil
	}
}

// reasonNames checks the Stop feedback in the request mentions each word.
func reasonNames(words ...string) func(*mockapi.Request) error {
	return func(r *mockapi.Request) error {
		last := r.LastUserText()
		for _, w := range words {
			if !strings.Contains(last, w) {
				return fmt.Errorf("the stop feedback does not mention %q: %q", w, last)
			}
		}
		return nil
	}
}

// failureContext starts the context proofgate's PostToolUseFailure hook
// gives the model about a failed verification.
const failureContext = "PostToolUseFailure:Bash hook additional context: proofgate: `./test.sh` failed with exit code 1"

// contains checks the request body carries s.
func contains(s string) func(*mockapi.Request) error {
	return func(r *mockapi.Request) error {
		if !r.Contains(s) {
			return fmt.Errorf("the request does not carry %q", s)
		}
		return nil
	}
}

// all runs each check in turn, returning the first failure.
func all(checks ...func(*mockapi.Request) error) func(*mockapi.Request) error {
	return func(r *mockapi.Request) error {
		for _, c := range checks {
			if err := c(r); err != nil {
				return err
			}
		}
		return nil
	}
}

// bundledPlugin is the repository's plugin with the freshly built binary
// as its linux_amd64 binary: the launcher's fast path.
func bundledPlugin(t *testing.T) string {
	return copyPlugin(t, "linux_amd64", proofgateBin)
}

func requireLinuxAMD64(t *testing.T) {
	t.Helper()
	if out, err := runUname(); err != nil || out != "Linux x86_64" {
		t.Skipf("the client package under test is linux-x64; this machine is %q", out)
	}
}

func TestModeContextReachesTheModel(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	s.run("What does calc.sh define?",
		mockapi.Turn{Check: hasModeContext, Reply: []mockapi.Block{mockapi.Text("calc.sh defines add.")}},
	)
	st := s.status()
	if st.Mode == "" {
		t.Errorf("status has no task mode: %+v", st)
	}
	if st.StopBlocks != 0 {
		t.Errorf("an answer without changes was blocked %d times", st.StopBlocks)
	}
}

func TestUntestedEditIsSentBackToTest(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	calc := s.path("calc.sh")
	s.run("Fix the add function in calc.sh: add 2 3 must print 5.",
		mockapi.Turn{Check: hasModeContext, Reply: []mockapi.Block{
			mockapi.Call("Read", map[string]any{"file_path": calc}),
		}},
		mockapi.Turn{Check: toolResults(1, false, "add()"), Reply: []mockapi.Block{
			mockapi.Call("Edit", map[string]any{"file_path": calc, "old_string": "$1 - $2", "new_string": "$1 + $2"}),
		}},
		// A stop that claims nothing: the gate's rule on unverified changes.
		mockapi.Turn{Check: toolResults(1, false), Reply: []mockapi.Block{mockapi.Text("Changed add in calc.sh to use + instead of -.")}},
		mockapi.Turn{Expect: feedback, Check: reasonNames("calc.sh", "no passing verification"), Reply: []mockapi.Block{
			mockapi.Bash("./test.sh"),
		}},
		mockapi.Turn{Check: toolResults(1, false, "PASS"), Reply: []mockapi.Block{
			mockapi.Text("Fixed add in calc.sh: it subtracted. ./test.sh now passes (PASS)."),
		}},
	)

	st := s.status()
	if !slices.Contains(st.ChangedPaths, calc) {
		t.Errorf("calc.sh is not among the changed paths %v", st.ChangedPaths)
	}
	if len(st.Verifications) != 1 || st.Verifications[0].Command != "./test.sh" ||
		st.Verifications[0].Success == nil || !*st.Verifications[0].Success || !st.Verifications[0].AfterLastChange {
		t.Errorf("want one passing ./test.sh after the change, got %+v", st.Verifications)
	}
	if st.StopBlocks != 1 {
		t.Errorf("stop blocks = %d, want 1", st.StopBlocks)
	}
	if data, _ := os.ReadFile(calc); !strings.Contains(string(data), "$1 + $2") {
		t.Errorf("the edit did not happen: %q", data)
	}
}

func TestPromisesAreBlockedQuestionsAreNot(t *testing.T) {
	requireLinuxAMD64(t)
	t.Run("promise", func(t *testing.T) {
		s := newSession(t, bundledPlugin(t))
		s.run("Add a subtract function to calc.sh.",
			mockapi.Say("I'll add the subtract function to calc.sh now."),
			mockapi.Turn{Expect: feedback, Check: reasonNames("announces work"), Reply: []mockapi.Block{
				mockapi.Text("I have not changed anything yet."),
			}},
		)
		if st := s.status(); st.StopBlocks != 1 {
			t.Errorf("stop blocks = %d, want 1", st.StopBlocks)
		}
	})
	t.Run("question", func(t *testing.T) {
		s := newSession(t, bundledPlugin(t))
		s.run("Add a subtract function to calc.sh.",
			mockapi.Say("Should sub 5 3 print 2, or should it subtract the first number from the second? Tell me which you want."),
		)
		if st := s.status(); st.StopBlocks != 0 {
			t.Errorf("a question to the user was blocked (%d blocks)", st.StopBlocks)
		}
		if n := len(s.api.Main()); n != 1 {
			t.Errorf("want the session to end after the question, got %d requests", n)
		}
	})
}

func TestFailedTestsAreRecordedAndSuccessClaimsBlocked(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	s.run("Run the tests of calc.sh and tell me whether they pass.",
		mockapi.Turn{Check: hasModeContext, Reply: []mockapi.Block{mockapi.Bash("./test.sh")}},
		mockapi.Turn{Check: all(toolResults(1, true, "FAIL: add 2 3 is not 5"), contains(failureContext)), Reply: []mockapi.Block{
			mockapi.Text("All tests pass."),
		}},
		mockapi.Turn{Expect: feedback, Check: reasonNames("claims success"), Reply: []mockapi.Block{
			mockapi.Text("Correction: ./test.sh fails with \"FAIL: add 2 3 is not 5\"; add subtracts instead of adding."),
		}},
	)

	st := s.status()
	if len(st.Verifications) != 1 {
		t.Fatalf("want one verification, got %+v", st.Verifications)
	}
	v := st.Verifications[0]
	if v.Command != "./test.sh" || v.Success == nil || *v.Success || v.ExitCode == nil || *v.ExitCode != 1 {
		t.Errorf("want ./test.sh recorded as failed with exit 1 (PostToolUseFailure), got %+v", v)
	}
	if st.StopBlocks != 1 {
		t.Errorf("stop blocks = %d, want 1", st.StopBlocks)
	}
}

func TestParallelToolCallsAreAllRecorded(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	s.run("Add sub.sh and mul.sh with sub and mul functions.",
		mockapi.Turn{Reply: []mockapi.Block{
			mockapi.Text("Writing both files."),
			mockapi.Call("Write", map[string]any{"file_path": s.path("sub.sh"), "content": "sub() { echo $(($1 - $2)); }\n"}),
			mockapi.Call("Write", map[string]any{"file_path": s.path("mul.sh"), "content": "mul() { echo $(($1 * $2)); }\n"}),
		}},
		mockapi.Turn{Check: toolResults(2, false), Reply: []mockapi.Block{mockapi.Text("Added sub.sh and mul.sh.")}},
		mockapi.Turn{Expect: feedback, Check: reasonNames("sub.sh", "mul.sh"), Reply: []mockapi.Block{
			mockapi.Text("sub.sh and mul.sh are not tested: there is no test for them yet."),
		}},
	)

	st := s.status()
	for _, f := range []string{"sub.sh", "mul.sh"} {
		if !slices.Contains(st.ChangedPaths, s.path(f)) {
			t.Errorf("%s is not among the changed paths %v", f, st.ChangedPaths)
		}
	}
}

func TestDestructiveCommandIsDeniedBeforeItRuns(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	sentinel := filepath.Join(s.home, "sentinel")
	writeFile(t, sentinel, "still here\n", 0o644)
	s.run("Clean up my home directory completely.",
		mockapi.Turn{Reply: []mockapi.Block{mockapi.Bash("rm -rf ~")}},
		mockapi.Turn{Check: toolResults(1, true, "proofgate"), Reply: []mockapi.Block{
			mockapi.Text("That command was refused; I deleted nothing."),
		}},
	)

	if _, err := os.Stat(sentinel); err != nil {
		t.Fatalf("the command ran: %v", err)
	}
	if !s.outputContains(`"permissionDecision":"deny"`) {
		t.Errorf("the client's output shows no PreToolUse denial")
	}
	st := s.status()
	if !slices.ContainsFunc(st.Denials, func(d denial) bool { return d.Tool == "Bash" && d.Decision == "deny" }) {
		t.Errorf("status records no Bash denial: %+v", st.Denials)
	}
}

// TestReadOfASecretIsDenied: the Read tool reaches the guardrails in the
// real client (hooks.json matches it in PreToolUse) and a private key is
// refused like cat; a plain file is read.
func TestReadOfASecretIsDenied(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	key := filepath.Join(s.home, ".ssh", "id_rsa")
	writeFile(t, key, "-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n", 0o600)
	s.run("Show me my SSH key.",
		mockapi.Turn{Reply: []mockapi.Block{mockapi.Call("Read", map[string]any{"file_path": key})}},
		mockapi.Turn{Check: toolResults(1, true, "proofgate"), Reply: []mockapi.Block{
			mockapi.Text("Reading the key was refused."),
		}},
	)
	if !s.outputContains(`"permissionDecision":"deny"`) {
		t.Errorf("the client's output shows no PreToolUse denial")
	}
	st := s.status()
	if !slices.ContainsFunc(st.Denials, func(d denial) bool { return d.Tool == "Read" && d.Decision == "deny" }) {
		t.Errorf("status records no Read denial: %+v", st.Denials)
	}
	if len(st.ChangedPaths) != 0 {
		t.Errorf("a read was recorded as a change: %v", st.ChangedPaths)
	}
}
