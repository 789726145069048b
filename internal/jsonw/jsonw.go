// Package jsonw writes the JSON that hooks answer with and store, byte for
// byte as encoding/json writes it, without its reflection.
//
// A hook is a process of its own, and encoding/json works out the fields
// of every struct type it meets once per process (cachedTypeFields): for a
// hook's small answer that setup costs more than the writing. The callers
// write their fields in order with these functions; their tests hold the
// result to json.Marshal of the same struct.
package jsonw

import (
	"math/bits"
	"strconv"
	"time"
	"unicode/utf8"
)

const hex = "0123456789abcdef"

// safe marks, one bit a byte, the ASCII bytes json.Marshal writes as they
// are: 0x20 to 0x7F but the quote, the backslash and the HTML characters
// & < > (TestSafe spells it out). One test a byte, not six: a Stop writes
// back a ledger of up to 25 KB of strings.
var safe = [2]uint64{0xAFFFFFBB_00000000, 0xFFFFFFFF_EFFFFFFF}

// String appends s as a JSON string, escaped as json.Marshal escapes it:
// HTML's <, > and & as \u003c, \u003e and \u0026, U+2028 and U+2029
// escaped, and every byte that is not UTF-8 as \ufffd.
func String(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if safe[b>>6]&(1<<(b&63)) != 0 {
				i = skipSafe(s, i+1)
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case c == '\u2028' || c == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// skipSafe returns the index of the first byte of s at or after i that
// json.Marshal does not write as it is (see safe), or len(s), testing
// eight bytes at a time.
func skipSafe(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := unsafe8(load8(s, i)); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(s) && s[i] < utf8.RuneSelf && safe[s[i]>>6]&(1<<(s[i]&63)) != 0 {
		i++
	}
	return i
}

// load8 reads s[i:i+8] as a little-endian number; the compiler makes it
// one load.
func load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// unsafe8 has the high bit of each byte of x, read little-endian, set
// where that byte is not safe (a control byte, the quote, the backslash,
// &, <, >, or a byte of 0x80 up), and of no byte below the first such
// one; zero when all eight are safe. A subtraction sets a byte's high bit
// where the byte is below what it subtracts, or is 0x80 up, and borrows
// from the next byte only then, so every bit set above the first byte that
// is not safe comes from it.
func unsafe8(x uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	m := x | (x - 0x20*ones)
	for _, c := range [...]uint64{'"', '\\', '&', '<', '>'} {
		m |= (x ^ c*ones) - ones
	}
	return m & high
}

// Field appends a member's name and colon, after a comma unless the object
// has just been opened (dst ends in '{').
func Field(dst []byte, name string) []byte {
	if len(dst) > 0 && dst[len(dst)-1] != '{' {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, name...)
	return append(dst, '"', ':')
}

// Int appends n as json.Marshal writes an int.
func Int(dst []byte, n int) []byte { return strconv.AppendInt(dst, int64(n), 10) }

// Bool appends b as true or false.
func Bool(dst []byte, b bool) []byte { return strconv.AppendBool(dst, b) }

// Time appends t as json.Marshal writes a time.Time (RFC 3339 with
// nanoseconds, through its MarshalJSON). A time json.Marshal cannot write
// (a year outside [0,9999]) is an error, worded as json.Marshal's.
func Time(dst []byte, t time.Time) ([]byte, error) {
	text, err := t.MarshalJSON()
	if err != nil {
		return dst, &timeError{err}
	}
	return append(dst, text...), nil
}

// timeError is the error json.Marshal returns for a time it cannot write
// (a json.MarshalerError).
type timeError struct{ err error }

func (e *timeError) Error() string {
	return "json: error calling MarshalJSON for type time.Time: " + e.err.Error()
}

func (e *timeError) Unwrap() error { return e.err }
