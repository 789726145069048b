package transcript

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// padded puts pad bytes of filler lines in front of data, so that the
// reader's 64 KB chunk boundaries fall at every offset of the fuzzed part.
func padded(data []byte, pad uint16) []byte {
	filler := []byte(`{"type":"system","subtype":"noise","content":"` + strings.Repeat("x", 1000) + `"}` + "\n")
	var b bytes.Buffer
	for b.Len() < chunk-int(pad) {
		b.Write(filler)
	}
	b.Truncate(chunk - int(pad))
	if b.Len() > 0 {
		b.Bytes()[b.Len()-1] = '\n'
	}
	b.Write(data)
	return b.Bytes()
}

// FuzzBackward checks the chunked backward line reader against the obvious
// implementation: every non-blank line, trimmed, last first.
func FuzzBackward(f *testing.F) {
	f.Add([]byte(assistant("m1", "a")+"\n"+toolResult), uint16(0))
	f.Add([]byte("a\nb\r\n\n  c  \n"), uint16(3))
	f.Add([]byte("\n\n\n"), uint16(1))
	f.Add([]byte(assistant("m1", "x")), uint16(20))
	f.Fuzz(func(t *testing.T, data []byte, pad uint16) {
		input := padded(data, pad)
		var got [][]byte
		if err := backward(bytes.NewReader(input), int64(len(input)), func(l []byte) bool {
			got = append(got, bytes.Clone(l))
			return true
		}); err != nil {
			t.Fatal(err)
		}
		var want [][]byte
		for _, l := range bytes.Split(input, []byte("\n")) {
			if l = bytes.TrimSpace(l); len(l) > 0 {
				want = append(want, l)
			}
		}
		slices.Reverse(want)
		if len(got) != len(want) {
			t.Fatalf("backward gave %d lines, want %d", len(got), len(want))
		}
		for i := range got {
			if !bytes.Equal(got[i], want[i]) {
				t.Fatalf("line %d from the end: %q, want %q", i, got[i], want[i])
			}
		}
	})
}

// FuzzLastTextAcrossChunks: the final message must not depend on where the
// chunk boundaries fall.
func FuzzLastTextAcrossChunks(f *testing.F) {
	f.Add([]byte(assistant("m1", "First.")+"\n"+assistant("m1", "tool:Bash")+"\n"+assistant("m1", "Second.")), uint16(10))
	f.Add([]byte(user("hi")+"\n"+assistant("m2", "Done.")+"\n"), uint16(200))
	f.Fuzz(func(t *testing.T, data []byte, pad uint16) {
		small := append([]byte("\n"), data...)
		want, err := lastText(bytes.NewReader(small), int64(len(small)))
		if err != nil {
			t.Fatal(err)
		}
		big := padded(data, pad)
		got, err := lastText(bytes.NewReader(big), int64(len(big)))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("with the chunk boundary moved: %q, want %q", got, want)
		}
	})
}
