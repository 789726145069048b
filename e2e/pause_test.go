package e2e

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/e2e/mockapi"
)

// The user's off switch, in the real client: a block, the user's
// /proofgate:pause, the next stop allowed although nothing was verified,
// status showing the pause, and /proofgate:resume turning the gate back on.
func TestUserPausesTheGate(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	const id = "5f0c2a8e-3d1b-4c6e-9a7f-2b8d4e6f1a30"

	s.args = []string{"--session-id", id}
	s.run("Add a sub function in sub.sh.", editAndStop(s)...)
	if st := s.status(); st.StopBlocks != 1 {
		t.Fatalf("the untested edit was not blocked once: %+v", st)
	}
	if !s.outputContains("/proofgate:pause") {
		t.Errorf("the block reason does not say how to pause:\n%s", tail(s.out, 3000))
	}

	// The user pauses; the model then changes another file and stops
	// without testing it, and is not sent back.
	s.args = []string{"--resume", id}
	s.run("/proofgate:pause",
		mockapi.Turn{Check: contains("the completion gate is paused for the rest of the session in session " + id), Reply: []mockapi.Block{
			mockapi.Call("Write", map[string]any{"file_path": s.path("mul.sh"), "content": "mul() { echo $(($1 * $2)); }\n"}),
		}},
		mockapi.Turn{Reply: []mockapi.Block{mockapi.Text("Paused; added mul to mul.sh.")}},
	)
	st := s.status()
	if st.Pause == nil || st.Pause.Scope != "session" || st.Pause.Guards {
		t.Fatalf("status does not show the session pause: %+v", st)
	}
	if n := len(st.Stops); n == 0 || st.Stops[n-1].Block || st.Stops[n-1].Rule != "paused" {
		t.Errorf("the stop after the pause was not allowed by the pause: %+v", st.Stops)
	}
	cmd := exec.Command(proofgateBin, "status", "--cwd", s.project)
	cmd.Env = s.baseEnv()
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "PAUSED    the user paused the gate for the rest of the session") {
		t.Errorf("proofgate status does not show the pause (%v):\n%s", err, out)
	}

	// Resumed, the same untested change is sent back again.
	s.run("/proofgate:resume",
		mockapi.Turn{Check: contains("the completion gate and the guardrails are on in session " + id), Reply: []mockapi.Block{mockapi.Text("Resumed; mul.sh is done.")}},
		mockapi.Turn{Expect: feedback, Reply: []mockapi.Block{mockapi.Text("mul.sh has no test yet; it is unverified.")}},
	)
	if st := s.status(); st.Pause != nil {
		t.Errorf("status still shows a pause after resume: %+v", st.Pause)
	}
}

// A pause for the prompt lets that prompt's turn end unchecked; the next
// prompt the user types is checked again.
func TestUserPausesTheGateForOnePrompt(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	const id = "7a1e9c40-52b8-4f3d-8e6a-0c9d2b4f7e15"

	s.args = []string{"--session-id", id}
	s.run("Add a sub function in sub.sh.", editAndStop(s)...)

	s.args = []string{"--resume", id}
	s.run("/proofgate:pause --prompt",
		mockapi.Turn{Check: contains("the completion gate is paused until the next prompt in session " + id), Reply: []mockapi.Block{
			mockapi.Call("Write", map[string]any{"file_path": s.path("mul.sh"), "content": "mul() { echo $(($1 * $2)); }\n"}),
		}},
		mockapi.Turn{Reply: []mockapi.Block{mockapi.Text("Added mul to mul.sh.")}},
	)
	if st := s.status(); st.Pause == nil || st.Pause.Scope != "prompt" {
		t.Fatalf("status does not show the pause for the prompt: %+v", st.Pause)
	}

	s.run("Add a div function in div.sh.",
		mockapi.Turn{Reply: []mockapi.Block{
			mockapi.Call("Write", map[string]any{"file_path": s.path("div.sh"), "content": "div() { echo $(($1 / $2)); }\n"}),
		}},
		mockapi.Turn{Reply: []mockapi.Block{mockapi.Text("Added div to div.sh.")}},
		mockapi.Turn{Expect: feedback, Check: reasonNames("div.sh"), Reply: []mockapi.Block{mockapi.Text("div.sh is unverified.")}},
	)
	if st := s.status(); st.Pause != nil {
		t.Errorf("the pause for one prompt outlived the next prompt: %+v", st.Pause)
	}
}

// Only the user holds the off switch: the agent running proofgate pause
// through its Bash tool is denied by the guardrails (self-protect), and
// nothing is paused.
func TestAgentCannotPauseTheGate(t *testing.T) {
	requireLinuxAMD64(t)
	probe := exec.Command(proofgateBin, "check-command", "proofgate pause")
	if err := probe.Run(); err == nil {
		t.Fatal("check-command allows `proofgate pause`: the self-protect guardrail is gone")
	}
	s := newSession(t, bundledPlugin(t))
	s.run("Add a sub function in sub.sh.",
		mockapi.Turn{Reply: []mockapi.Block{
			mockapi.Call("Write", map[string]any{"file_path": s.path("sub.sh"), "content": "sub() { echo $(($1 - $2)); }\n"}),
		}},
		mockapi.Turn{Check: toolResults(1, false), Reply: []mockapi.Block{mockapi.Call("Bash", map[string]any{"command": "proofgate pause"})}},
		mockapi.Turn{Check: toolResults(1, true, "proofgate"), Reply: []mockapi.Block{mockapi.Text("Added sub to sub.sh.")}},
		mockapi.Turn{Expect: feedback, Reply: []mockapi.Block{mockapi.Text("sub.sh is unverified.")}},
	)
	st := s.status()
	if st.Pause != nil {
		t.Errorf("the agent paused the gate: %+v", st.Pause)
	}
	if len(st.Denials) == 0 || st.Denials[len(st.Denials)-1].Decision != "deny" {
		t.Errorf("the agent's pause was not denied: %+v", st.Denials)
	}
}

// The pause command's shell step is allowed by the command itself
// (allowed-tools in commands/pause.md): a user who never allowed Bash can
// still pause.
func TestPauseNeedsNoBashPermission(t *testing.T) {
	requireLinuxAMD64(t)
	s := newSession(t, bundledPlugin(t))
	s.tools = []string{"Read"}
	const id = "2d9b6e14-8c3a-4f70-b5e1-9a6c0f3d8b27"
	s.args = []string{"--session-id", id}
	s.run("/proofgate:pause",
		mockapi.Turn{Check: contains("the completion gate is paused for the rest of the session in session " + id), Reply: []mockapi.Block{mockapi.Text("Paused.")}},
	)
	if st := s.status(); st.Pause == nil {
		t.Errorf("status does not show the pause: %+v", st)
	}
}
