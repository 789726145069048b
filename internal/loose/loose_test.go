package loose

import (
	"encoding/json"
	"testing"

	"github.com/proofgate/proofgate/internal/jsonr"
)

func TestText(t *testing.T) {
	for raw, want := range map[string]string{
		`"done"`: "done", `null`: "", ``: "", `42`: "42", `{"a":1}`: `{"a":1}`, `"a\nb"`: "a\nb",
	} {
		if got := Text(json.RawMessage(raw)); got != want {
			t.Errorf("Text(%s) = %q, want %q", raw, got, want)
		}
	}
}

// FuzzText holds Text to what it was when json.Unmarshal read the string.
func FuzzText(f *testing.F) {
	for _, raw := range []string{`"done"`, `null`, ``, `42`, `{"a":1}`, `"a\nb"`, `"\ud800"`, "\"\xff\"", `"x`, ` "x" `} {
		f.Add([]byte(raw))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		want := string(raw)
		var s string
		if json.Unmarshal(raw, &s) == nil {
			want = s
		} else if len(raw) == 0 || string(raw) == "null" {
			want = ""
		}
		if got := Text(raw); got != want {
			t.Fatalf("Text(%q) = %q, want %q", raw, got, want)
		}
	})
}

func TestLenient(t *testing.T) {
	var v struct {
		A string `json:"a"`
		B int    `json:"b"`
	}
	if err := Lenient(json.Unmarshal([]byte(`{"a": 1, "b": 2}`), &v)); err != nil || v.B != 2 {
		t.Errorf("a mistyped field: err %v, b %d", err, v.B)
	}
	if err := Lenient(json.Unmarshal([]byte(`{"a": `), &v)); err == nil {
		t.Error("malformed JSON was let through")
	}
	if err := Lenient(json.Unmarshal([]byte(`[1]`), &v)); err == nil {
		t.Error("a payload of the wrong shape was let through")
	}
}

func TestExitCode(t *testing.T) {
	for s, want := range map[string]int{
		"Command failed with exit code 3": 3, "exited with code 127": 127, "Exit code: 2": 2,
		"Process exited with code 1": 1, "no code here": -1, "exit code 4000": -1,
	} {
		if got := ExitCode(s); got != want {
			t.Errorf("ExitCode(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestPayload holds Payload's errors to Lenient's of json.Unmarshal.
func TestPayload(t *testing.T) {
	for _, data := range []string{
		`{"a":"x"}`, `{"a":1}`, `{"A":"x","b":[1]}`, `{}`, `null`, ` null `, `[]`, `"x"`, `1`, `true`, ``, `{`, `{"a":"x"}x`, `{"a":"x",}`,
	} {
		var want struct{ A string }
		werr := Lenient(json.Unmarshal([]byte(data), &want))
		var got string
		err := Payload([]byte(data), func(r *jsonr.Reader, name string) {
			if name == "a" {
				r.String(&got)
			}
		})
		if (err != nil) != (werr != nil) || err == nil && got != want.A {
			t.Errorf("Payload(%s) = %q, %v; json.Unmarshal %q, %v", data, got, err, want.A, werr)
		}
	}
}
