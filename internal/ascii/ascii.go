// Package ascii reads ASCII text with few instructions a byte: it lowers
// the case of letters eight bytes at a time, and tells a word character,
// as regexp's \b reads them, with one test of a bit (IsWord).
//
// A hook lowers a prompt of up to 10 KB several times (the readers' lower
// case, the redaction's hints), and a byte loop spends a few instructions
// on each byte; a word of eight bytes is lowered with a handful.
package ascii

import (
	"encoding/binary"
	"strings"
	"unsafe"
)

const (
	ones = 0x0101010101010101
	high = 0x8080808080808080
	low7 = 0x7F7F7F7F7F7F7F7F
)

// upper8 has the high bit of each byte of x set where that byte is an
// ASCII capital, 'A' to 'Z', and no other bit. The bytes' high bits are
// cleared before the sums, so that no byte carries into or borrows from
// its neighbour, and bytes of 0x80 up are ruled out after.
func upper8(x uint64) uint64 {
	y := x & low7
	above := y + (0x7F-'@')*ones // a byte's high bit set where y > '@'
	below := (0x7F+'[')*ones - y // set where y < '['
	return above & below &^ x & high
}

// Lower8 returns x with every byte that is an ASCII capital in lower case.
func Lower8(x uint64) uint64 { return x | upper8(x)>>2 }

// Lower returns s with its ASCII capitals in lower case and every other
// byte as it is, and s itself when it has none.
func Lower(s string) string {
	i := firstUpper(s)
	if i == len(s) {
		return s
	}
	b := make([]byte, len(s))
	copy(b, s[:i])
	for ; i+8 <= len(s); i += 8 {
		binary.LittleEndian.PutUint64(b[i:], Lower8(load(s, i)))
	}
	for ; i < len(s); i++ {
		b[i] = lowerByte(s[i])
	}
	// b is not written after: the string may share it.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// firstUpper returns the index of the first ASCII capital of s, or len(s).
func firstUpper(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if upper8(load(s, i)) != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return i
		}
	}
	return i
}

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// load reads s[i:i+8] as a little-endian number, in one load.
func load(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// AppendLowerRun appends to b, lowered, the longest prefix of s that is
// whole words of eight ASCII bytes, and returns b and the prefix's length.
// A caller that decodes the rest of a text rune by rune lowers its runs of
// ASCII with it.
func AppendLowerRun(b []byte, s string) ([]byte, int) {
	n := Run(s)
	for i := 0; i < n; i += 8 {
		b = binary.LittleEndian.AppendUint64(b, Lower8(load(s, i)))
	}
	return b, n
}

// Run returns the length of the longest prefix of s that is whole words of
// eight ASCII bytes: a caller looking for a byte past ASCII starts there.
func Run(s string) int {
	i := 0
	for i+8 <= len(s) && load(s, i)&high == 0 {
		i += 8
	}
	return i
}

// Is reports whether s is all ASCII.
func Is(s string) bool {
	for i := Run(s); i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// ToLower is strings.ToLower, eight bytes at a time when s is all ASCII
// (a prompt, most often), which strings.ToLower writes a byte at a time.
func ToLower(s string) string {
	if !Is(s) {
		return strings.ToLower(s)
	}
	return Lower(s)
}
