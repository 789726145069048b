package detect

import (
	"reflect"
	"testing"
)

func TestTranscripts(t *testing.T) {
	tests := []struct {
		text string
		want []Transcript
	}{
		{"Fixed.\n\n```\n$ pytest -q\n214 passed, 4 skipped\n```\n\nFull suite green.", []Transcript{{"pytest -q", "214 passed, 4 skipped\n"}}},
		{"```console\n$ go build ./...\n$ go test ./cart/\nok  \tshop/cart\t0.1s\n```", []Transcript{{"go build ./...", ""}, {"go test ./cart/", "ok  \tshop/cart\t0.1s\n"}}},
		// A block with no prompt shows output, not a run; prose shows none.
		{"```\n214 passed\n```", nil},
		{"Run `$ pytest -q` yourself.", nil},
	}
	for _, tt := range tests {
		if got := Transcripts(tt.text); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Transcripts(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func FuzzTranscripts(f *testing.F) {
	f.Add("```\n$ pytest -q\n3 passed\n```")
	f.Fuzz(func(t *testing.T, s string) {
		for _, tr := range Transcripts(s) {
			if tr.Command == "" {
				t.Fatalf("empty command in %q", s)
			}
		}
	})
}
