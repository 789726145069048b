package ledger

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/proofgate/proofgate/internal/observe"
)

// Every hook that records something reads the whole ledger and writes it
// back, and a full ledger (64 changes, 64 verifications, 64 denials) is
// about 23 KB of JSON. encoding/json spent most of a hook's ledger time on
// it, in reflection, so a call after 10,000 events cost twice one after 10.
// The ledger's own fields are therefore encoded and decoded here, by hand,
// in the same format:
//
//   - encode writes exactly the bytes json.Marshal writes;
//   - decode reads the shape encode writes and gives up on anything else
//     (an unknown, repeated or escaped key, another type, a surrogate
//     escape, bytes that are not UTF-8), which json.Unmarshal then
//     decodes, so that a ledger reads the same either way. FuzzCodec holds
//     both to that.

// encode returns the ledger as json.Marshal would.
func encode(l *Ledger) ([]byte, error) {
	updated, err := l.Updated.MarshalJSON()
	if err != nil {
		return json.Marshal(l) // for its error
	}
	b := make([]byte, 0, 1024+len(l.Changes)*120+len(l.Checks)*160+len(l.Denials)*200)
	b = append(b, `{"version":`...)
	b = strconv.AppendInt(b, int64(l.Version), 10)
	b = append(b, `,"session":`...)
	b = appendString(b, l.Session)
	b = append(b, `,"cwd":`...)
	b = appendString(b, l.Cwd)
	if l.PromptID != "" {
		b = append(b, `,"prompt_id":`...)
		b = appendString(b, l.PromptID)
	}
	b = append(b, `,"mode":`...)
	b = appendString(b, l.Mode)
	b = append(b, `,"risks":`...)
	b = appendList(b, l.Risks, appendString)
	b = append(b, `,"seq":`...)
	b = strconv.AppendInt(b, int64(l.Seq), 10)
	b = append(b, `,"changes":`...)
	b = appendList(b, l.Changes, appendChange)
	b = append(b, `,"verifications":`...)
	b = appendList(b, l.Checks, appendCheck)
	if len(l.Denials) > 0 {
		b = append(b, `,"denials":`...)
		b = appendList(b, l.Denials, appendDenial)
	}
	if l.Dropped != 0 {
		b = append(b, `,"dropped_changes":`...)
		b = strconv.AppendInt(b, int64(l.Dropped), 10)
	}
	if l.DroppedCode {
		b = append(b, `,"dropped_code":true`...)
	}
	b = append(b, `,"stop_blocks":`...)
	b = strconv.AppendInt(b, int64(l.Blocks), 10)
	if len(l.SubagentBlocks) > 0 {
		b = append(b, `,"subagent_blocks":{`...)
		keys := make([]string, 0, len(l.SubagentBlocks))
		for k := range l.SubagentBlocks {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(l.SubagentBlocks[k]), 10)
		}
		b = append(b, '}')
	}
	b = append(b, `,"updated":`...)
	b = append(b, updated...)
	return append(b, '}'), nil
}

func appendList[T any](b []byte, list []T, item func([]byte, T) []byte) []byte {
	if list == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, v := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, v)
	}
	return append(b, ']')
}

func appendChange(b []byte, c Change) []byte {
	b = append(b, `{"path":`...)
	b = appendString(b, c.Path)
	b = append(b, `,"kind":`...)
	b = appendString(b, string(c.Kind))
	b = append(b, `,"tool":`...)
	b = appendString(b, c.Tool)
	b = append(b, `,"seq":`...)
	b = strconv.AppendInt(b, int64(c.Seq), 10)
	return append(b, '}')
}

func appendCheck(b []byte, c Check) []byte {
	b = append(b, `{"command":`...)
	b = appendString(b, c.Command)
	b = append(b, `,"kind":`...)
	b = appendString(b, string(c.Kind))
	b = append(b, `,"success":`...)
	switch {
	case c.Success == nil:
		b = append(b, "null"...)
	default:
		b = strconv.AppendBool(b, *c.Success)
	}
	if c.ExitCode != nil {
		b = append(b, `,"exit_code":`...)
		b = strconv.AppendInt(b, int64(*c.ExitCode), 10)
	}
	b = append(b, `,"seq":`...)
	b = strconv.AppendInt(b, int64(c.Seq), 10)
	return append(b, '}')
}

func appendDenial(b []byte, d Denial) []byte {
	b = append(b, `{"tool":`...)
	b = appendString(b, d.Tool)
	b = append(b, `,"target":`...)
	b = appendString(b, d.Target)
	b = append(b, `,"decision":`...)
	b = appendString(b, d.Decision)
	b = append(b, `,"rule":`...)
	b = appendString(b, d.Rule)
	b = append(b, `,"reason":`...)
	b = appendString(b, d.Reason)
	b = append(b, `,"seq":`...)
	b = strconv.AppendInt(b, int64(d.Seq), 10)
	return append(b, '}')
}

const hexDigits = "0123456789abcdef"

// appendString quotes s as json.Marshal does: <, > and & escaped for
// HTML, invalid UTF-8 as U+FFFD, U+2028 and U+2029 escaped.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// decode reads a ledger in the shape encode writes; ok is false for
// anything else, which json.Unmarshal must decide.
func decode(data []byte) (*Ledger, bool) {
	// One string for the whole file: unescaped strings are its substrings,
	// not an allocation each.
	d := decoder{data: string(data)}
	l := &Ledger{}
	if !d.next('{') {
		return nil, false
	}
	var seen uint32
	for first := true; ; first = false {
		key, end, ok := d.member(first)
		if !ok {
			return nil, false
		}
		if end {
			break
		}
		f := ledgerField(key)
		if f < 0 || seen&(1<<f) != 0 {
			return nil, false
		}
		seen |= 1 << f
		if !d.ledgerField(l, f) {
			return nil, false
		}
	}
	d.space()
	return l, d.i == len(d.data)
}

const (
	fVersion = iota
	fSession
	fCwd
	fPromptID
	fMode
	fRisks
	fSeq
	fChanges
	fChecks
	fDenials
	fDropped
	fDroppedCode
	fBlocks
	fSubagentBlocks
	fUpdated
)

// ledgerField numbers a Ledger's JSON key; -1 for another key.
func ledgerField(key string) int {
	switch key {
	case "version":
		return fVersion
	case "session":
		return fSession
	case "cwd":
		return fCwd
	case "prompt_id":
		return fPromptID
	case "mode":
		return fMode
	case "risks":
		return fRisks
	case "seq":
		return fSeq
	case "changes":
		return fChanges
	case "verifications":
		return fChecks
	case "denials":
		return fDenials
	case "dropped_changes":
		return fDropped
	case "dropped_code":
		return fDroppedCode
	case "stop_blocks":
		return fBlocks
	case "subagent_blocks":
		return fSubagentBlocks
	case "updated":
		return fUpdated
	}
	return -1
}

func (d *decoder) ledgerField(l *Ledger, f int) bool {
	ok := true
	switch f {
	case fVersion:
		l.Version, ok = d.int()
	case fSession:
		l.Session, ok = d.string()
	case fCwd:
		l.Cwd, ok = d.string()
	case fPromptID:
		l.PromptID, ok = d.string()
	case fMode:
		l.Mode, ok = d.string()
	case fRisks:
		l.Risks, ok = list(d, (*decoder).string)
	case fSeq:
		l.Seq, ok = d.int()
	case fChanges:
		l.Changes, ok = list(d, (*decoder).change)
	case fChecks:
		l.Checks, ok = list(d, (*decoder).check)
	case fDenials:
		l.Denials, ok = list(d, (*decoder).denial)
	case fDropped:
		l.Dropped, ok = d.int()
	case fDroppedCode:
		l.DroppedCode, ok = d.bool()
	case fBlocks:
		l.Blocks, ok = d.int()
	case fSubagentBlocks:
		l.SubagentBlocks, ok = d.counts()
	case fUpdated:
		ok = d.time(&l.Updated)
	}
	return ok
}

func (d *decoder) change() (c Change, ok bool) {
	ok = d.object(func(key string) (uint8, bool) {
		switch key {
		case "path":
			return 0, d.into(&c.Path)
		case "kind":
			kind, ok := d.raw()
			c.Kind = observe.FileKind(kind)
			return 1, ok
		case "tool":
			return 2, d.into(&c.Tool)
		case "seq":
			return 3, d.intInto(&c.Seq)
		}
		return 0, false
	})
	return c, ok
}

func (d *decoder) check() (c Check, ok bool) {
	ok = d.object(func(key string) (uint8, bool) {
		switch key {
		case "command":
			return 0, d.into(&c.Command)
		case "kind":
			kind, ok := d.raw()
			c.Kind = observe.Kind(kind)
			return 1, ok
		case "success":
			c.Success = nil
			if d.null() {
				return 2, true
			}
			v, ok := d.bool()
			c.Success = &v
			return 2, ok
		case "exit_code":
			c.ExitCode = nil
			if d.null() {
				return 3, true
			}
			v, ok := d.int()
			c.ExitCode = &v
			return 3, ok
		case "seq":
			return 4, d.intInto(&c.Seq)
		}
		return 0, false
	})
	return c, ok
}

func (d *decoder) denial() (den Denial, ok bool) {
	ok = d.object(func(key string) (uint8, bool) {
		switch key {
		case "tool":
			return 0, d.into(&den.Tool)
		case "target":
			return 1, d.into(&den.Target)
		case "decision":
			return 2, d.into(&den.Decision)
		case "rule":
			return 3, d.into(&den.Rule)
		case "reason":
			return 4, d.into(&den.Reason)
		case "seq":
			return 5, d.intInto(&den.Seq)
		}
		return 0, false
	})
	return den, ok
}

// object reads one JSON object of a record, handing each member's key to
// field, which reads the value and returns the member's number and whether
// it read it. An unknown or repeated member fails the whole object, so that
// encoding/json decides it instead.
func (d *decoder) object(field func(key string) (uint8, bool)) bool {
	if !d.next('{') {
		return false
	}
	var seen uint8
	for first := true; ; first = false {
		key, end, ok := d.member(first)
		if !ok || end {
			return ok
		}
		f, ok := field(key)
		if !ok || seen&(1<<f) != 0 {
			return false
		}
		seen |= 1 << f
	}
}

// into reads a string member into s.
func (d *decoder) into(s *string) (ok bool) {
	*s, ok = d.string()
	return ok
}

// intInto reads an integer member into n.
func (d *decoder) intInto(n *int) (ok bool) {
	*n, ok = d.int()
	return ok
}

// decoder reads JSON values from data at i. Each method returns ok false
// for anything it does not take, and the caller then gives up.
type decoder struct {
	data string
	i    int
}

func (d *decoder) space() {
	for d.i < len(d.data) {
		switch d.data[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next skips white space and reports whether the next byte is c, taking
// it if so.
func (d *decoder) next(c byte) bool {
	d.space()
	if d.i < len(d.data) && d.data[d.i] == c {
		d.i++
		return true
	}
	return false
}

func (d *decoder) literal(word string) bool {
	d.space()
	if len(d.data)-d.i >= len(word) && d.data[d.i:d.i+len(word)] == word {
		d.i += len(word)
		return true
	}
	return false
}

func (d *decoder) null() bool { return d.literal("null") }

func (d *decoder) bool() (bool, bool) {
	if d.literal("true") {
		return true, true
	}
	return false, d.literal("false")
}

// maxDigits is the longest integer int surely holds.
const maxDigits = 9 + 9*(strconv.IntSize/64)

// int reads an integer without fraction or exponent, as encode writes it.
func (d *decoder) int() (int, bool) {
	d.space()
	neg := d.next('-')
	start := d.i
	n := 0
	for d.i < len(d.data) && d.data[d.i] >= '0' && d.data[d.i] <= '9' {
		n = n*10 + int(d.data[d.i]-'0')
		d.i++
	}
	digits := d.i - start
	switch {
	case digits == 0 || digits > maxDigits, // no number, or one that could overflow
		digits > 1 && d.data[start] == '0': // a leading zero is not JSON
		return 0, false
	case d.i < len(d.data) && (d.data[d.i] == '.' || d.data[d.i] == 'e' || d.data[d.i] == 'E'):
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

// string reads a string. Escapes are decoded, except \u escapes of
// surrogates; raw bytes must be valid UTF-8 and not control characters.
func (d *decoder) string() (string, bool) {
	if !d.next('"') {
		return "", false
	}
	start := d.i
	end := strings.IndexByte(d.data[start:], '"')
	if end < 0 {
		return "", false
	}
	s := d.data[start : start+end]
	if strings.IndexByte(s, '\\') >= 0 {
		return d.escaped(start)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 {
			return "", false
		}
	}
	if !utf8.ValidString(s) {
		return "", false
	}
	d.i = start + end + 1
	return s, true
}

// escaped finishes a string that started at start and has an escape at i.
func (d *decoder) escaped(start int) (string, bool) {
	b := append([]byte(nil), d.data[start:d.i]...)
	for d.i < len(d.data) {
		c := d.data[d.i]
		switch {
		case c == '"':
			d.i++
			return string(b), true
		case c == '\\':
			if d.i+1 >= len(d.data) {
				return "", false
			}
			e := d.data[d.i+1]
			d.i += 2
			switch e {
			case '"', '\\', '/':
				b = append(b, e)
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
				if d.i+4 > len(d.data) {
					return "", false
				}
				r, err := strconv.ParseUint(d.data[d.i:d.i+4], 16, 32)
				if err != nil || utf8.RuneLen(rune(r)) < 0 { // a surrogate
					return "", false
				}
				b = utf8.AppendRune(b, rune(r))
				d.i += 4
			default:
				return "", false
			}
		case c < 0x20:
			return "", false
		case c < utf8.RuneSelf:
			b = append(b, c)
			d.i++
		default:
			r, size := utf8.DecodeRuneInString(d.data[d.i:])
			if r == utf8.RuneError && size == 1 {
				return "", false
			}
			b = append(b, d.data[d.i:d.i+size]...)
			d.i += size
		}
	}
	return "", false
}

// member reads the next member's key and colon in an object whose "{"
// was read, or reports the end of the object. Keys with escapes are left
// to encoding/json, which also matches keys without regard to case.
func (d *decoder) member(first bool) (key string, end, ok bool) {
	if d.next('}') {
		return "", true, true
	}
	if !first && !d.next(',') {
		return "", false, false
	}
	key, ok = d.raw()
	if !ok || !d.next(':') {
		return "", false, false
	}
	return key, false, true
}

// raw reads a string of plain ASCII: no escapes, no other bytes.
func (d *decoder) raw() (string, bool) {
	if !d.next('"') {
		return "", false
	}
	start := d.i
	for d.i < len(d.data) {
		switch c := d.data[d.i]; {
		case c == '"':
			d.i++
			return d.data[start : d.i-1], true
		case c == '\\' || c < 0x20 || c >= utf8.RuneSelf:
			return "", false
		}
		d.i++
	}
	return "", false
}

// list reads null (a nil slice) or an array of items.
func list[T any](d *decoder, item func(*decoder) (T, bool)) ([]T, bool) {
	if d.null() {
		return nil, true
	}
	if !d.next('[') {
		return nil, false
	}
	out := []T{}
	if d.next(']') {
		return out, true
	}
	for {
		v, ok := item(d)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		if d.next(']') {
			return out, true
		}
		if !d.next(',') {
			return nil, false
		}
	}
}

// counts reads null or an object of integers, without repeated keys.
func (d *decoder) counts() (map[string]int, bool) {
	if d.null() {
		return nil, true
	}
	if !d.next('{') {
		return nil, false
	}
	m := map[string]int{}
	for first := true; ; first = false {
		if d.next('}') {
			return m, true
		}
		if !first && !d.next(',') {
			return nil, false
		}
		// Keys are data here (subagent ids): read their escapes.
		key, ok := d.string()
		if !ok || !d.next(':') {
			return nil, false
		}
		if _, dup := m[key]; dup {
			return nil, false
		}
		if m[key], ok = d.int(); !ok {
			return nil, false
		}
	}
}

// time reads a string as time.Time's UnmarshalJSON does.
func (d *decoder) time(t *time.Time) bool {
	d.space()
	start := d.i
	s, ok := d.string()
	if !ok || d.i-start != len(s)+2 { // escapes: leave them to encoding/json
		return false
	}
	return t.UnmarshalJSON([]byte(d.data[start:d.i])) == nil
}
