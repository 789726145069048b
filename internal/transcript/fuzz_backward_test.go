package transcript

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// padded puts filler lines, which the final message's reader passes
// over (a system line, the last one torn), on either side of data: after
// it, so that the reader's first chunk boundary falls at every offset of
// the fuzzed part, and before it, so that a later boundary falls at every
// offset of a line.
func padded(data []byte, pad uint16) []byte {
	filler := func(n int) []byte {
		line := []byte(`{"type":"system","subtype":"noise","content":"` + strings.Repeat("x", 1000) + `"}` + "\n")
		var b bytes.Buffer
		for b.Len() < n {
			b.Write(line)
		}
		b.Truncate(n)
		if n > 0 {
			b.Bytes()[n-1] = '\n'
		}
		return b.Bytes()
	}
	input := filler(chunk - int(pad)%chunk)
	input = append(input, data...)
	input = append(input, '\n')
	return append(input, filler(firstChunk-int(pad)%firstChunk)...)
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
