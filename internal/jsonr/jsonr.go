// Package jsonr reads JSON into Go values as encoding/json's Unmarshal does,
// without its reflection.
//
// A hook is a process of its own, and encoding/json works out the fields of
// every struct type it meets once per process (cachedTypeFields): for a hook
// that reads a payload and a ledger, that setup costs more than the reading.
// The callers read their fields by name with a Reader; their tests hold the
// result to json.Unmarshal of the same struct (package jsonw is the writing
// side).
//
// A Reader follows Unmarshal's rules: the whole input must be valid JSON
// (the same syntax, nesting at most 10,000 deep); member names match
// without regard to case, folded as encoding/json folds them (a map's
// keys, read with Map, are taken as they are); a type with its own
// UnmarshalJSON, such as time.Time, reads the value's text; a value of
// the wrong type leaves its destination as it was and is counted as a
// mismatch, and reading goes on; null leaves a destination as it was;
// strings are unescaped with every byte that is not UTF-8 and every
// unpaired surrogate read as U+FFFD. A name given twice: the later value is
// read over the earlier one.
package jsonr

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"strconv"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// maxDepth is encoding/json's limit on nesting.
const maxDepth = 10000

// Reader reads one JSON value from the front of its input. Its methods read
// the next value; after a syntax error they read nothing, and Close reports
// the error.
type Reader struct {
	data       []byte
	pos        int
	depth      int
	err        error
	mismatches int
	// failed is the first error an Unmarshaler returned.
	failed error
}

// New returns a Reader of data.
func New(data []byte) *Reader { return &Reader{data: data} }

// SyntaxError is malformed JSON: what was wrong and the byte offset where
// reading stopped.
type SyntaxError struct {
	Msg    string
	Offset int
}

func (e *SyntaxError) Error() string { return e.Msg }

// Close reports the first syntax error, or an error if anything but
// whitespace follows the value read; else the first error an Unmarshaler
// returned (see Unmarshal), as json.Unmarshal checks the syntax of its
// whole input before it decodes.
func (r *Reader) Close() error {
	if r.err == nil {
		r.space()
		if r.pos < len(r.data) {
			r.fail("invalid character " + quoteChar(r.data[r.pos]) + " after top-level value")
		}
	}
	if r.err != nil {
		return r.err
	}
	return r.failed
}

// Mismatched reports whether a value read so far had the wrong type for
// its destination (json.UnmarshalTypeError).
func (r *Reader) Mismatched() bool { return r.mismatches > 0 }

// ErrWrongType is Err's error for a value of the wrong type for its
// destination.
var ErrWrongType = errors.New("a value has the wrong type for its destination")

// Err is nil when json.Unmarshal would have returned nil for what was read:
// else Close's error, or ErrWrongType when a value had the wrong type.
func (r *Reader) Err() error {
	if err := r.Close(); err != nil {
		return err
	}
	if r.Mismatched() {
		return ErrWrongType
	}
	return nil
}

// Kind is what the next value is: '{', '[', '"', 't' or 'f' (a boolean),
// 'n' (null) or '0' (a number); 0 after an error or at the end.
func (r *Reader) Kind() byte {
	if r.err != nil {
		return 0
	}
	r.space()
	if r.pos >= len(r.data) {
		return 0
	}
	switch c := r.data[r.pos]; c {
	case '{', '[', '"', 't', 'f', 'n':
		return c
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return '0'
	}
	return 0
}

// Null reads a null and reports whether the next value was one; any other
// value is left unread.
func (r *Reader) Null() bool {
	if r.Kind() != 'n' {
		return false
	}
	r.literal("null")
	return true
}

// Object reads an object, calling member with each member's name, folded
// (see Fold), with the Reader at its value. A value member does not read is
// skipped. A null reads as nothing; any other value is a mismatch, and
// Object reports whether the value was an object.
//
// A name without escapes or capitals is the input's own bytes, not a
// copy: it holds while the input is unchanged. Callers match names and
// keep none, and a hook decodes a ledger of a thousand members on every
// event, each copy an allocation.
func (r *Reader) Object(member func(name string)) bool { return r.object(member, true) }

// Map reads an object as Object does, but gives each name as it stands,
// unescaped and not folded: the key of a map[string]T, which
// json.Unmarshal does not fold either.
func (r *Reader) Map(member func(key string)) bool { return r.object(member, false) }

func (r *Reader) object(member func(name string), fold bool) bool {
	switch r.Kind() {
	case '{':
	case 'n':
		r.literal("null")
		return false
	default:
		r.mismatch()
		return false
	}
	if !r.open() {
		return false
	}
	r.pos++ // {
	if r.next() == '}' {
		r.pos++
		r.depth--
		return true
	}
	for r.err == nil {
		if r.next() != '"' {
			r.expected("beginning of object key string")
			return true
		}
		var name string
		if fold {
			name = r.key()
		} else {
			name = r.str()
		}
		if r.next() != ':' {
			r.expected("after object key")
			return true
		}
		r.pos++
		if r.Kind() == 0 {
			r.expected("beginning of value")
			return true
		}
		if fold {
			name = Fold(name)
		}
		at := r.pos
		member(name)
		if r.err == nil && r.pos == at {
			r.Skip()
		}
		switch r.next() {
		case ',':
			r.pos++
		case '}':
			r.pos++
			r.depth--
			return true
		default:
			r.expected("after object key:value pair")
			return true
		}
	}
	return true
}

// Array reads an array, calling elem with the Reader at each element; an
// element elem does not read is skipped. A null reads as nothing; any
// other value is a mismatch, and Array reports whether the value was an
// array.
func (r *Reader) Array(elem func()) bool {
	switch r.Kind() {
	case '[':
	case 'n':
		r.literal("null")
		return false
	default:
		r.mismatch()
		return false
	}
	if !r.open() {
		return false
	}
	r.pos++ // [
	if r.next() == ']' {
		r.pos++
		r.depth--
		return true
	}
	for r.err == nil {
		if r.Kind() == 0 {
			r.expected("beginning of value")
			return true
		}
		at := r.pos
		elem()
		if r.err == nil && r.pos == at {
			r.Skip()
		}
		switch r.next() {
		case ',':
			r.pos++
		case ']':
			r.pos++
			r.depth--
			return true
		default:
			r.expected("after array element")
			return true
		}
	}
	return true
}

// String reads a string into dst.
func (r *Reader) String(dst *string) {
	switch r.Kind() {
	case '"':
		*dst = r.str()
	case 'n':
		r.literal("null")
	default:
		r.mismatch()
	}
}

// Bool reads a boolean into dst.
func (r *Reader) Bool(dst *bool) {
	switch r.Kind() {
	case 't':
		r.literal("true")
		*dst = true
	case 'f':
		r.literal("false")
		*dst = false
	case 'n':
		r.literal("null")
	default:
		r.mismatch()
	}
}

// Int reads an integer into dst: a number with a fraction or an exponent,
// or beyond int's range, is a mismatch.
func (r *Reader) Int(dst *int) {
	var n int64
	if r.int64(&n, strconv.IntSize) {
		*dst = int(n)
	}
}

// Int64 reads an integer into dst, as Int does.
func (r *Reader) Int64(dst *int64) { r.int64(dst, 64) }

func (r *Reader) int64(dst *int64, bits int) bool {
	switch r.Kind() {
	case '0':
		text := r.number()
		if r.err != nil {
			return false
		}
		n, err := strconv.ParseInt(string(text), 10, bits)
		if err != nil {
			r.mismatches++ // read already
			return false
		}
		*dst = n
		return true
	case 'n':
		r.literal("null")
	default:
		r.mismatch()
	}
	return false
}

// Unmarshaler is a type that reads its own JSON (json.Unmarshaler), as
// time.Time does.
type Unmarshaler interface {
	UnmarshalJSON(data []byte) error
}

// Unmarshal reads the next value, whatever it is, with u's UnmarshalJSON,
// as json.Unmarshal reads a destination of such a type that is not a
// pointer: the method is given the value's text, null included. The first
// error it returns is kept for Close, and reading goes on.
func (r *Reader) Unmarshal(u Unmarshaler) {
	raw := r.Raw()
	if raw == nil {
		return
	}
	if err := u.UnmarshalJSON(raw); err != nil && r.failed == nil {
		r.failed = err
	}
}

// Raw reads the next value, whatever it is, and returns its text as it
// stands in the input (json.RawMessage); nil after a syntax error.
func (r *Reader) Raw() []byte {
	if r.Kind() == 0 {
		r.expected("beginning of value")
		return nil
	}
	start := r.pos
	r.Skip()
	if r.err != nil {
		return nil
	}
	return r.data[start:r.pos]
}

// Skip reads the next value and drops it.
func (r *Reader) Skip() {
	switch r.Kind() {
	case '{':
		r.Map(func(string) {}) // no name is compared: none needs folding
	case '[':
		r.Array(func() {})
	case '"':
		r.skipString()
	case 't':
		r.literal("true")
	case 'f':
		r.literal("false")
	case 'n':
		r.literal("null")
	case '0':
		r.number()
	default:
		r.expected("beginning of value")
	}
}

// Fold returns name as encoding/json compares member names: each rune
// folded to the smallest of its case-folding set (so "ſ" is "s", the
// Kelvin sign "k"), ASCII letters in lower case. A struct field named in
// lower-case ASCII matches a member whose folded name equals it.
func Fold(name string) string {
	i := 0
	for i < len(name) && name[i] < utf8.RuneSelf && (name[i] < 'A' || name[i] > 'Z') {
		i++
	}
	if i == len(name) {
		return name
	}
	b := make([]byte, i, len(name))
	copy(b, name[:i])
	for _, c := range name[i:] {
		if c >= utf8.RuneSelf {
			c = foldRune(c)
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = utf8.AppendRune(b, c)
	}
	return string(b)
}

// foldRune is the smallest rune of r's case-folding orbit.
func foldRune(r rune) rune {
	for {
		r2 := unicode.SimpleFold(r)
		if r2 <= r {
			return r2
		}
		r = r2
	}
}

// space moves past whitespace.
func (r *Reader) space() {
	for r.pos < len(r.data) {
		switch r.data[r.pos] {
		case ' ', '\t', '\n', '\r':
			r.pos++
		default:
			return
		}
	}
}

// next is the next byte after whitespace; 0 at the end or after an error.
func (r *Reader) next() byte {
	if r.err != nil {
		return 0
	}
	r.space()
	if r.pos >= len(r.data) {
		return 0
	}
	return r.data[r.pos]
}

// open counts one more level of nesting.
func (r *Reader) open() bool {
	r.depth++
	if r.depth > maxDepth {
		r.fail("exceeded max depth")
		return false
	}
	return true
}

func (r *Reader) mismatch() {
	if r.err == nil {
		r.mismatches++
		r.Skip()
	}
}

func (r *Reader) literal(word string) {
	if len(r.data)-r.pos >= len(word) && string(r.data[r.pos:r.pos+len(word)]) == word {
		r.pos += len(word)
		return
	}
	for i := 0; i < len(word); i++ {
		if r.pos+i >= len(r.data) {
			r.pos += i
			r.expected("")
			return
		}
		if r.data[r.pos+i] != word[i] {
			r.pos += i
			r.fail("invalid character " + quoteChar(r.data[r.pos]) + " in literal " + word + " (expecting " + quoteChar(word[i]) + ")")
			return
		}
	}
}

// number reads a number and returns its text.
func (r *Reader) number() []byte {
	start, d := r.pos, r.data
	i := r.pos
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case i < len(d) && '1' <= d[i] && d[i] <= '9':
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	default:
		r.pos = i
		r.expected("in numeric literal")
		return nil
	}
	if i < len(d) && d[i] == '.' {
		i++
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			r.pos = i
			r.expected("after decimal point in numeric literal")
			return nil
		}
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			r.pos = i
			r.expected("in exponent of numeric literal")
			return nil
		}
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	}
	r.pos = i
	return d[start:i]
}

// skipString moves past a string, checking its syntax; it reports whether
// the string holds an escape or a byte outside ASCII, and so needs more
// than a copy to read.
func (r *Reader) skipString() (special bool) {
	d := r.data
	i := r.pos + 1
	for i < len(d) {
		if isPlain(d[i]) {
			i = skipPlain(d, i+1) // most of a string
			continue
		}
		c := d[i]
		switch {
		case c == '"':
			r.pos = i + 1
			return special
		case c < 0x20:
			r.pos = i
			r.fail("invalid character " + quoteChar(c) + " in string literal")
			return false
		case c == '\\':
			special = true
			i++
			if i >= len(d) {
				break
			}
			switch d[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				i++
				for k := 0; k < 4; k++ {
					if i >= len(d) {
						break
					}
					if !isHex(d[i]) {
						r.pos = i
						r.fail("invalid character " + quoteChar(d[i]) + " in \\u hexadecimal character escape")
						return false
					}
					i++
				}
			default:
				r.pos = i
				r.fail("invalid character " + quoteChar(d[i]) + " in string escape code")
				return false
			}
		case c >= utf8.RuneSelf:
			special = true
			i++
		default:
			i++
		}
	}
	r.pos = len(d)
	r.expected("")
	return false
}

// str reads a string and returns it unescaped.
func (r *Reader) str() string {
	body, plain, ok := r.strBody()
	switch {
	case !ok:
		return ""
	case plain:
		return string(body)
	}
	return unquote(body)
}

// key reads a string as str does, but gives a string without escapes as
// a view of the input rather than a copy (see Object).
func (r *Reader) key() string {
	body, plain, ok := r.strBody()
	switch {
	case !ok:
		return ""
	case plain:
		return unsafe.String(unsafe.SliceData(body), len(body))
	}
	return unquote(body)
}

// strBody reads a string: body is its text between the quotes, plain
// says that text is its value (valid UTF-8, no escapes), and ok is false
// after a syntax error.
func (r *Reader) strBody() (body []byte, plain, ok bool) {
	start := r.pos
	special := r.skipString()
	if r.err != nil {
		return nil, false, false
	}
	body = r.data[start+1 : r.pos-1]
	return body, !special || utf8.Valid(body) && !hasEscape(body), true
}

func hasEscape(b []byte) bool {
	for _, c := range b {
		if c == '\\' {
			return true
		}
	}
	return false
}

// unquote unescapes a string's body, which skipString has checked, as
// encoding/json does.
func unquote(s []byte) string {
	b := make([]byte, 0, len(s)+utf8.UTFMax)
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			switch s[i+1] {
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				rr := hex4(s[i+2:])
				i += 6
				if utf16.IsSurrogate(rr) {
					rr1 := rune(-1)
					if i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
						rr1 = hex4(s[i+2:])
					}
					if dec := utf16.DecodeRune(rr, rr1); dec != unicode.ReplacementChar {
						i += 6
						b = utf8.AppendRune(b, dec)
						continue
					}
					rr = unicode.ReplacementChar
				}
				b = utf8.AppendRune(b, rr)
				continue
			default: // " \ /
				b = append(b, s[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			j := i + 1
			for j < len(s) && isPlain(s[j]) {
				j++
			}
			b = append(b, s[i:j]...) // the run up to the next escape or non-ASCII byte
			i = j
		default:
			rr, size := utf8.DecodeRune(s[i:])
			b = utf8.AppendRune(b, rr) // RuneError for a byte that is not UTF-8
			i += size
		}
	}
	// b is no one else's and never written again: the string is b itself,
	// not a second copy of a long value (a 10 KB prompt's, a written file's).
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// plain marks the bytes a string holds as themselves, one bit a byte:
// 0x20 to 0x7F but the quote (0x22) and the backslash (0x5C). It is a
// constant table, so that no process builds it (TestPlain spells it out).
var plain = [4]uint64{0xFFFFFFFB_00000000, 0xFFFFFFFF_EFFFFFFF}

func isPlain(c byte) bool { return plain[c>>6]&(1<<(c&63)) != 0 }

// skipPlain returns the index of the first byte of d at or after i that is
// not plain, or len(d). It tests eight bytes at a time: a Stop after a long
// session reads a ledger of 25 KB, nearly all of it strings.
func skipPlain(d []byte, i int) int {
	for ; i+8 <= len(d); i += 8 {
		if m := notPlain8(binary.LittleEndian.Uint64(d[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(d) && isPlain(d[i]) {
		i++
	}
	return i
}

// notPlain8 has the high bit of each byte of x, read little-endian, set
// where that byte is not plain (a control byte, the quote, the backslash,
// or a byte of 0x80 up), and of no byte below the first such one; zero
// when all eight are plain. A subtraction sets a byte's high bit where the
// byte is below what it subtracts, or is 0x80 up, and borrows from the
// next byte only then: every bit set above the first byte that is not
// plain comes from it, and x's own high bits are bytes of 0x80 up.
func notPlain8(x uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	control := x - 0x20*ones
	quote := (x ^ '"'*ones) - ones
	backslash := (x ^ '\\'*ones) - ones
	return (control | quote | backslash | x) & high
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func hex4(s []byte) rune {
	var r rune
	for _, c := range s[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		default:
			c -= 'A' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

func (r *Reader) expected(context string) {
	if r.err != nil {
		return
	}
	if r.pos >= len(r.data) {
		r.err = &SyntaxError{Msg: "unexpected end of JSON input", Offset: r.pos}
		return
	}
	r.fail("invalid character " + quoteChar(r.data[r.pos]) + " " + looking(context))
}

func looking(context string) string {
	if context == "beginning of value" || context == "beginning of object key string" {
		return "looking for " + context
	}
	return context
}

func (r *Reader) fail(msg string) {
	if r.err == nil {
		r.err = &SyntaxError{Msg: msg, Offset: r.pos}
	}
}

// quoteChar formats c as encoding/json's errors do.
func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c == '"' {
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}
