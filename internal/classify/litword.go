package classify

// A lead literal packed in one word, so that whether it starts at a
// position is one masked compare of the eight bytes there rather than a
// loop over its bytes and marks. The accept step of every lead search
// asks it of each literal of a group: over the 10 KB prose, byte loops
// over the literals were an eighth of the prompt's reading.
//
// Bits 0 to 47 hold the literal's characters (its text, without marks),
// byte j at bits 8j to 8j+7; bits 48 to 50 its length in bytes, 1 to
// maxLeadLen; bits 51 to 57 its marks, bit 51+j for a \b at offset j of
// its text (0 before the first byte, the length after the last).

// litWord is a lead literal packed by packLit.
type litWord uint64

const (
	litLenShift  = 48
	litMarkShift = 51
)

// packLit packs a lead literal. Literals are cut to maxLeadLen bytes when
// a set is made (leadLiterals); a longer one has its text cut here too,
// with the marks past the cut dropped: the word then stands for a literal
// that starts wherever the whole one does, which is all a lead search
// needs (it tries the pattern at the positions it finds).
func packLit(l string) litWord {
	var w litWord
	n := 0
	for i := 0; i < len(l); i++ {
		if l[i] == boundMark[0] {
			w |= 1 << (litMarkShift + n)
			continue
		}
		if n == maxLeadLen {
			break
		}
		w |= litWord(l[i]) << (8 * n)
		n++
	}
	return w | litWord(n)<<litLenShift
}

// String returns the literal w packs, marks and all: packLit's input when
// that was no longer than maxLeadLen bytes of text.
func (w litWord) String() string {
	n := w.len()
	b := make([]byte, 0, 2*n+1)
	for j := 0; j <= n; j++ {
		if w&(1<<(litMarkShift+j)) != 0 {
			b = append(b, boundMark[0])
		}
		if j < n {
			b = append(b, byte(w>>(8*j)))
		}
	}
	return string(b)
}

func (w litWord) len() int { return int(w >> litLenShift & 7) }

// litMasks[n] keeps the low n bytes of a word.
var litMasks = [8]uint64{0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff, 0xffffffffffff, 0xffffffffffffff}

// wordAt returns the bytes of s from i as a little-endian word, with zeros
// past the end of s. No literal holds a zero byte (it is boundMark), so a
// literal longer than what is left of s never matches the zeros.
func wordAt(s string, i int) uint64 {
	if i+8 <= len(s) {
		s = s[i : i+8]
		return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	}
	var v uint64
	for j := 0; i+j < len(s); j++ {
		v |= uint64(s[i+j]) << (8 * j)
	}
	return v
}

// anyLitAt reports whether one of lits starts at i of s, with \b at each of
// its marks. v is wordAt(s, i).
func anyLitAt(lits []litWord, s string, i int, v uint64) bool {
	for _, w := range lits {
		if (uint64(w)^v)&litMasks[w.len()] != 0 {
			continue
		}
		if m := uint64(w) >> litMarkShift; m == 0 || marksHold(s, i, m) {
			return true
		}
	}
	return false
}

// marksHold reports whether \b holds at i+j of s for every bit j of m.
func marksHold(s string, i int, m uint64) bool {
	for j := 0; m != 0; j, m = j+1, m>>1 {
		if m&1 != 0 && !atBoundary(s, i+j) {
			return false
		}
	}
	return true
}
