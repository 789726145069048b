package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	rs "github.com/proofgate/proofgate/e2e/responsesapi"
)

// The scenarios of scenarios_test.go, in Codex CLI: the plugin installed
// from a local marketplace, its hooks trusted, `codex exec` against a mock
// Responses API.

// codexFeedback is how a Stop block reaches the model in Codex: the reason
// as a user message in a <hook_prompt> tag.
const codexFeedback = "proofgate:"

// developerHas checks the request's developer messages (where Codex puts
// hook context) carry s.
func developerHas(s string) func(*rs.Request) error {
	return func(r *rs.Request) error {
		if !strings.Contains(r.DeveloperText(), s) {
			return fmt.Errorf("no developer message carries %q", s)
		}
		return nil
	}
}

// outputsHave checks the request answers n tool calls whose outputs
// contain want.
func outputsHave(n int, want ...string) func(*rs.Request) error {
	return func(r *rs.Request) error {
		outs := r.ToolOutputs()
		if len(outs) != n {
			return fmt.Errorf("want %d tool outputs, got %d: %q", n, len(outs), outs)
		}
		for _, w := range want {
			if !slices.ContainsFunc(outs, func(o string) bool { return strings.Contains(o, w) }) {
				return fmt.Errorf("no tool output contains %q: %q", w, outs)
			}
		}
		return nil
	}
}

// userHas checks the last user message (a Stop block's reason) names
// each word.
func userHas(words ...string) func(*rs.Request) error {
	return func(r *rs.Request) error {
		last := r.LastUserText()
		if !strings.Contains(last, "<hook_prompt") {
			return fmt.Errorf("the last user message is no hook prompt: %q", last)
		}
		for _, w := range words {
			if !strings.Contains(last, w) {
				return fmt.Errorf("the stop reason does not mention %q: %q", w, last)
			}
		}
		return nil
	}
}

func both(a, b func(*rs.Request) error) func(*rs.Request) error {
	return func(r *rs.Request) error {
		if err := a(r); err != nil {
			return err
		}
		return b(r)
	}
}

func TestCodexPluginHooksAreTrustedAndRunFromTheInstalledPlugin(t *testing.T) {
	requireLinuxAMD64(t)
	c := newCodexSession(t, true)
	cache := filepath.Join(c.codexDir, "plugins", "cache", "proofgate", "proofgate") + string(filepath.Separator)
	for _, h := range c.proofgateHooks() {
		if h.Source != "plugin" || !strings.Contains(h.Command, cache) || !strings.HasSuffix(h.Command, " hook --harness codex") {
			t.Errorf("hook %s does not run the installed plugin's launcher as Codex's: %+v", h.Key, h)
		}
	}
	if status, detail := c.doctorCodex(); status != "ok" || !strings.Contains(detail, "all 5 hooks trusted") {
		t.Errorf("doctor says %s: %s", status, detail)
	}
	// The mode context reaches the model.
	c.run("What does calc.sh define?",
		rs.Turn{Check: developerHas(modeContext), Reply: []rs.Item{rs.Text("calc.sh defines add.")}},
	)
	if c.hookRuns("UserPromptSubmit", "Completed") != 1 || c.hookRuns("Stop", "Completed") != 1 {
		t.Errorf("the plugin's hooks did not all run:\n%s", c.stderr)
	}
	st := c.status()
	if st.Mode == "" || st.StopBlocks != 0 {
		t.Errorf("status = %+v, want a mode and no block", st)
	}
}

// TestCodexSkipsUntrustedHooks is the trap README explains: until the
// user trusts them in /hooks, Codex skips the plugin's hooks without a
// word, and proofgate does nothing.
func TestCodexSkipsUntrustedHooks(t *testing.T) {
	requireLinuxAMD64(t)
	c := newCodexSession(t, false)
	for _, h := range c.proofgateHooks() {
		if h.TrustStatus == "trusted" {
			t.Fatalf("hook %s is trusted before the user trusted it", h.Key)
		}
	}
	c.run("What does calc.sh define?",
		rs.Turn{Check: func(r *rs.Request) error {
			if strings.Contains(r.DeveloperText(), modeContext) {
				return fmt.Errorf("an untrusted hook ran")
			}
			return nil
		}, Reply: []rs.Item{rs.Text("calc.sh defines add.")}},
	)
	if strings.Contains(c.stderr, "hook: ") {
		t.Errorf("untrusted hooks ran:\n%s", c.stderr)
	}
	// Codex says nothing; doctor does.
	if status, detail := c.doctorCodex(); status != "warn" || !strings.Contains(detail, "not trusted") {
		t.Errorf("doctor says %s: %s", status, detail)
	}
}

func TestCodexUntestedEditIsSentBackToTest(t *testing.T) {
	requireLinuxAMD64(t)
	c := newCodexSession(t, true)
	calc := c.path("calc.sh")
	c.run("Fix the add function in calc.sh: add 2 3 must print 5.",
		rs.Turn{Check: developerHas(modeContext), Reply: []rs.Item{
			rs.Patch("*** Begin Patch\n*** Update File: calc.sh\n@@\n-add() { echo $(($1 - $2)); }\n+add() { echo $(($1 + $2)); }\n*** End Patch\n"),
		}},
		rs.Turn{Check: outputsHave(1, "M calc.sh"), Reply: []rs.Item{rs.Text("Changed add in calc.sh to use + instead of -.")}},
		rs.Turn{Expect: codexFeedback, Check: userHas("calc.sh", "no passing verification"), Reply: []rs.Item{rs.Exec("./test.sh")}},
		rs.Turn{Check: outputsHave(1, "PASS"), Reply: []rs.Item{rs.Text("Fixed add in calc.sh: it subtracted. ./test.sh now passes (PASS).")}},
	)
	st := c.status()
	if !slices.Contains(st.ChangedPaths, calc) {
		t.Errorf("calc.sh is not among the changed paths %v", st.ChangedPaths)
	}
	if len(st.Verifications) != 1 || st.Verifications[0].Command != "./test.sh" ||
		st.Verifications[0].Success == nil || !*st.Verifications[0].Success || !st.Verifications[0].AfterLastChange {
		t.Errorf("want one passing ./test.sh after the change, got %+v", st.Verifications)
	}
	if st.StopBlocks != 1 || c.hookRuns("Stop", "Blocked") != 1 || c.hookRuns("Stop", "Completed") != 1 {
		t.Errorf("stop blocks = %d, want 1; hooks:\n%s", st.StopBlocks, c.stderr)
	}
	if data, _ := os.ReadFile(calc); !strings.Contains(string(data), "$1 + $2") {
		t.Errorf("the patch did not apply: %q", data)
	}
}

func TestCodexPromisesAreBlockedQuestionsAreNot(t *testing.T) {
	requireLinuxAMD64(t)
	t.Run("promise", func(t *testing.T) {
		c := newCodexSession(t, true)
		c.run("Add a subtract function to calc.sh.",
			rs.Say("I'll add the subtract function to calc.sh now."),
			rs.Turn{Expect: codexFeedback, Check: userHas("announces work"), Reply: []rs.Item{rs.Text("I have not changed anything yet.")}},
		)
		if st := c.status(); st.StopBlocks != 1 {
			t.Errorf("stop blocks = %d, want 1", st.StopBlocks)
		}
	})
	t.Run("question", func(t *testing.T) {
		c := newCodexSession(t, true)
		c.run("Add a subtract function to calc.sh.",
			rs.Say("Should sub 5 3 print 2, or should it subtract the first number from the second? Tell me which you want."),
		)
		if st := c.status(); st.StopBlocks != 0 {
			t.Errorf("a question to the user was blocked (%d blocks)", st.StopBlocks)
		}
		if n := len(c.api.Requests()); n != 1 {
			t.Errorf("want the session to end after the question, got %d requests", n)
		}
	})
}

// TestCodexFailedRunIsRecorded: Codex's PostToolUse carries neither an exit
// code nor a failure event; the status comes from the "Process exited with
// code N" Codex reports for the call.
func TestCodexFailedRunIsRecorded(t *testing.T) {
	requireLinuxAMD64(t)
	c := newCodexSession(t, true)
	c.run("Run the tests of calc.sh and tell me whether they pass.",
		rs.Turn{Check: developerHas(modeContext), Reply: []rs.Item{rs.Exec("./test.sh")}},
		rs.Turn{Check: both(outputsHave(1, "FAIL: add 2 3 is not 5", "Process exited with code 1"),
			developerHas("proofgate: `./test.sh` failed with exit code 1")), Reply: []rs.Item{rs.Text("All tests pass.")}},
		rs.Turn{Expect: codexFeedback, Check: userHas("claims success"), Reply: []rs.Item{
			rs.Text("Correction: ./test.sh fails with \"FAIL: add 2 3 is not 5\"; add subtracts instead of adding."),
		}},
	)
	st := c.status()
	if len(st.Verifications) != 1 {
		t.Fatalf("want one verification, got %+v", st.Verifications)
	}
	v := st.Verifications[0]
	if v.Command != "./test.sh" || v.Success == nil || *v.Success || v.ExitCode == nil || *v.ExitCode != 1 {
		t.Errorf("want ./test.sh recorded as failed with exit 1, got %+v", v)
	}
	if st.StopBlocks != 1 {
		t.Errorf("stop blocks = %d, want 1", st.StopBlocks)
	}
}

func TestCodexDestructiveCommandIsDeniedBeforeItRuns(t *testing.T) {
	requireLinuxAMD64(t)
	c := newCodexSession(t, true)
	sentinel := filepath.Join(c.home, "sentinel")
	writeFile(t, sentinel, "still here\n", 0o644)
	c.run("Clean up my home directory completely.",
		rs.Turn{Reply: []rs.Item{rs.Exec("rm -rf ~")}},
		rs.Turn{Check: outputsHave(1, "Command blocked by PreToolUse hook: proofgate:"), Reply: []rs.Item{
			rs.Text("That command was refused; I deleted nothing."),
		}},
	)
	if _, err := os.Stat(sentinel); err != nil {
		t.Fatalf("the command ran: %v", err)
	}
	if c.hookRuns("PreToolUse", "Blocked") != 1 || c.hookRuns("PostToolUse", "Completed") != 0 {
		t.Errorf("want one blocked PreToolUse and no PostToolUse:\n%s", c.stderr)
	}
	st := c.status()
	if !slices.ContainsFunc(st.Denials, func(d denial) bool { return d.Tool == "Bash" && d.Decision == "deny" }) {
		t.Errorf("status records no Bash denial: %+v", st.Denials)
	}
}

// TestCodexInstallsFromTheExtractedBundle: an unpacked release bundle is a
// Codex marketplace whose plugin runs its own linux binary.
func TestCodexInstallsFromTheExtractedBundle(t *testing.T) {
	requireLinuxAMD64(t)
	codex := codexBin(t)
	d := snapshotDist(t)
	c := newCodexSessionFrom(t, codex, extractBundle(t, d), true)
	c.run("Add a sub function in sub.sh.",
		rs.Turn{Check: developerHas(modeContext), Reply: []rs.Item{
			rs.Patch("*** Begin Patch\n*** Add File: sub.sh\n+sub() { echo $(($1 - $2)); }\n*** End Patch\n"),
		}},
		rs.Turn{Check: outputsHave(1, "A sub.sh"), Reply: []rs.Item{rs.Text("Added sub to sub.sh.")}},
		rs.Turn{Expect: codexFeedback, Check: userHas("sub.sh"), Reply: []rs.Item{rs.Text("sub.sh has no test yet; it is unverified.")}},
	)
	st := c.status()
	if !slices.Contains(st.ChangedPaths, c.path("sub.sh")) || st.StopBlocks != 1 {
		t.Errorf("the bundle's hooks did not record the session: %+v", st)
	}
}
