// Package loose reads the loosely typed JSON that agent harnesses send to
// hooks. Every adapter uses it, so that a field that changes type in a
// client update is read the same way everywhere, and never disarms a hook.
package loose

import (
	"encoding/json"
	"errors"
	"regexp"
	"strconv"

	"github.com/proofgate/proofgate/internal/jsonr"
	"github.com/proofgate/proofgate/internal/once"
)

// Text reads a field that should be a string but may be any JSON value:
// a string is returned as is, null or nothing as "", anything else as its
// JSON text.
func Text(raw []byte) string {
	var s string
	r := jsonr.New(raw)
	r.String(&s)
	if r.Close() == nil && !r.Mismatched() {
		return s
	}
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	return string(raw)
}

// Payload reads a hook payload's object from data, calling member with
// each member's folded name and the Reader at its value, as
// Lenient(json.Unmarshal(data, &v)) reads one: malformed JSON, or a value
// that is neither an object nor null, is an error; a member of the wrong
// type is not (the member leaves it as it was).
func Payload(data []byte, member func(r *jsonr.Reader, name string)) error {
	r := jsonr.New(data)
	object := r.Object(func(name string) { member(r, name) })
	if err := r.Close(); err != nil {
		return err
	}
	if !object && r.Mismatched() {
		return errNotObject
	}
	return nil
}

var errNotObject = errors.New("the value is not an object")

// Lenient drops a type mismatch in a single field (err from
// json.Unmarshal): the rest of the payload still decodes. Other errors,
// such as malformed JSON, are returned.
func Lenient(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) && typeErr.Field != "" {
		return nil
	}
	return err
}

// ExitCode reads a shell's exit status from a failure's text ("exit code
// 3", "exited with code 3", "Exit code: 3"); -1 when it gives none.
func ExitCode(s string) int {
	if m := exitCodeIn.Get().FindStringSubmatch(s); m != nil {
		if code, err := strconv.Atoi(m[1]); err == nil {
			return code
		}
	}
	return -1
}

var exitCodeIn = once.Value[*regexp.Regexp]{Build: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bexit(?:ed with)? code:? (\d{1,3})\b`)
}}
