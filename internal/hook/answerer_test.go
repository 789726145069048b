package hook

import (
	"bytes"
	"strings"
	"testing"

	"github.com/proofgate/proofgate/internal/event"
)

type stubAdapter struct{}

func (stubAdapter) Decode([]byte) (event.Event, error)        { return event.Event{Kind: event.PreTool}, nil }
func (stubAdapter) Encode(event.Event, event.Decision) []byte { return []byte(`{"x":1}`) }
func (stubAdapter) FailOpen(string) []byte                    { return []byte(`{"failed":1}`) }

type answeringAdapter struct{ stubAdapter }

func (answeringAdapter) Silence() []byte { return []byte("{}") }

// TestDisabledAnswer: with proofgate switched off a hook prints nothing,
// unless its harness needs an answer (Answerer).
func TestDisabledAnswer(t *testing.T) {
	disabled := func(event.Event) (*Engine, error) { return nil, ErrDisabled }
	tests := []struct {
		a    Adapter
		want string
	}{
		{stubAdapter{}, ""},
		{answeringAdapter{}, "{}\n"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		Run(strings.NewReader(`{}`), &out, tt.a, disabled)
		if out.String() != tt.want {
			t.Errorf("%T: got %q, want %q", tt.a, out.String(), tt.want)
		}
	}
}
