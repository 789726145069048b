package harness

import (
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/claude"
	"github.com/proofgate/proofgate/internal/codex"
	"github.com/proofgate/proofgate/internal/copilot"
	"github.com/proofgate/proofgate/internal/cursor"
)

func TestAdapter(t *testing.T) {
	if _, ok := Adapter("").(claude.Adapter); !ok {
		t.Error("the default harness is not Claude Code")
	}
	if _, ok := Adapter("codex").(codex.Adapter); !ok {
		t.Error("codex does not give the Codex adapter")
	}
	if _, ok := Adapter("copilot").(copilot.Adapter); !ok {
		t.Error("copilot does not give the Copilot CLI adapter")
	}
	if _, ok := Adapter("cursor").(cursor.Adapter); !ok {
		t.Error("cursor does not give the Cursor adapter")
	}
	for _, name := range Names {
		if !Known(name) {
			t.Errorf("%s is listed but has no adapter", name)
		}
	}
	if len(Names) != len(oldAdapters()) {
		t.Errorf("Names %v does not list every adapter", Names)
	}
	a := Adapter("gemini")
	if Known("gemini") {
		t.Fatal("gemini is known")
	}
	if _, err := a.Decode([]byte(`{"hook_event_name":"Stop"}`)); err == nil || !strings.Contains(err.Error(), `"gemini"`) {
		t.Errorf("an unknown harness decodes: %v", err)
	}
	if got := string(a.FailOpen("x")); got != `{"systemMessage":"proofgate: x (the gate did not run)"}` {
		t.Errorf("FailOpen = %s", got)
	}
}
