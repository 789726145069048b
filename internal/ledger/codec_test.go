package ledger

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/proofgate/proofgate/internal/jsongen"
	"github.com/proofgate/proofgate/internal/observe"
)

var update = flag.Bool("update", false, "rewrite codec_gen.go")

// TestCodecSource: the codec must be what the json tags say; with -update
// (go generate) it is rewritten from them.
func TestCodecSource(t *testing.T) {
	jsongen.CheckSource(t, "codec_gen.go", *update, reflect.TypeFor[Ledger]())
}

var codec = jsongen.Codec[Ledger]{Append: appendLedger, Read: readLedger, Unmarshal: unmarshalLedger}

// TestCodecAgreesWithEncodingJSON fills every field of every ledger type
// and holds the codec to encoding/json: the same bytes, read back to the
// same ledger. A field added to a type and not to the codec fails it.
func TestCodecAgreesWithEncodingJSON(t *testing.T) {
	codec.CheckFilled(t)
	codec.CheckRoundTrip(t, New("s", "/p"))
	codec.CheckRoundTrip(t, sessionLedger())
	for _, data := range realLedgers(t) {
		codec.Check(t, data)
	}
}

// sessionLedger is a ledger as the hooks build it.
func sessionLedger() *Ledger {
	l := New("sess", "/home/dev/proj")
	l.StartPrompt(Prompt{ID: "p1", Mode: "deep", Risks: []string{"prod"}, Waiver: "don't run <the> tests", Cuts: []string{"e2e"}, Asked: []string{"fix", "it"}, TestsAsked: true})
	l.RecordChange("/home/dev/proj/a.go", observe.Code, "Edit", false)
	l.MarkCut("/home/dev/proj/a.go", observe.CutSkip)
	ok, code := false, 1
	l.RecordChecks([]Check{{Command: "go test ./...", Kind: observe.Test, Success: &ok, ExitCode: &code}, {Command: "go vet", Kind: observe.Lint, Task: "bg1"}})
	l.RecordFailure("go test ./...", "--- FAIL: TestX")
	l.RecordActions("git push", []observe.ActionKind{observe.Push}, true, "")
	l.RecordDenial(Denial{Tool: "Bash", Target: "rm -rf /", Decision: "deny", Rule: "rm", Reason: "no"})
	l.RecordStop(Stop{Block: true, Rule: "premature", Agent: "a1", Closing: "I'll run the tests now."})
	l.RecordStop(Stop{Block: true, Rule: "premature", Closing: "Done \u2028 <b>."})
	l.Pause = &Pause{Prompt: true, At: time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)}
	_, _, _ = l.MarkWrong("it ran in CI", time.Date(2026, 1, 2, 3, 4, 6, 0, time.UTC))
	l.Updated = time.Date(2026, 1, 2, 3, 4, 7, 123456789, time.UTC)
	return l
}

// realLedgers are ledgers the hooks wrote in a session (testdata/ledgers).
func realLedgers(tb testing.TB) [][]byte {
	files, err := filepath.Glob("testdata/ledgers/*.json")
	if err != nil || len(files) == 0 {
		tb.Fatalf("no ledgers in testdata/ledgers: %v", err)
	}
	var out [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// FuzzLedgerCodec reads anything with the codec and with json.Unmarshal,
// which must fail alike and give the same ledger, and writes what it read
// with both, which must give the same bytes.
func FuzzLedgerCodec(f *testing.F) {
	for _, data := range realLedgers(f) {
		f.Add(data)
	}
	var l Ledger
	jsongen.Fill(&l, 1)
	data, _ := appendLedger(nil, &l)
	f.Add(data)
	for _, s := range []string{
		`null`, `{}`, `[]`, `{"version":"2"}`, `{"version":2.5}`, `{"updated":"2026-13-01T00:00:00Z"}`, `{"updated":5}`,
		`{"pause":{"at":"2026-01-01T00:00:00+01:00"},"failures":null}`, `{"subagent_blocks":{"a":1,"A":2,"b":null}}`,
		`{"verifications":[{"success":null,"exit_code":0},{"success":true},null]}`, `{"changes":[],"stops":null}`,
		`{"Version":2,"SESSION":"s","ſession":"t"}`, `{"wrong":[{"checks":[{"success":false}],"changed":[]}]}`,
		`{"version":2}` + strings.Repeat(" ", 3) + `x`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { codec.Check(t, data) })
}

// TestWriteFailsAsMarshal: a time json.Marshal cannot write (a clock past
// the year 9999) fails Update with json.Marshal's error, and leaves the
// ledger as it was.
func TestWriteFailsAsMarshal(t *testing.T) {
	s := openTemp(t)
	if _, err := s.Update("s", "/p", func(*Ledger) error { return nil }); err != nil {
		t.Fatal(err)
	}
	s.Now = func() time.Time { return time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) }
	_, err := s.Update("s", "/p", func(l *Ledger) error { l.Mode = "quick"; return nil })
	_, werr := json.Marshal(Ledger{Updated: s.Now()})
	if err == nil || werr == nil || err.Error() != werr.Error() {
		t.Fatalf("Update = %v, want json.Marshal's %v", err, werr)
	}
	if l, err := s.Load(Key("s", "/p")); err != nil || l.Mode != "normal" {
		t.Errorf("after the failed write: %v, mode %q", err, l.Mode)
	}
}
