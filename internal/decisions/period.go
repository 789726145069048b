package decisions

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseSince reads a period as `proofgate stats --since` takes it: a
// length back from now ("7d", "2w", "36h", "90m", any Go duration), or
// "all" (or "0") for the whole log, which returns the zero time.
func ParseSince(s string, now time.Time) (time.Time, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	switch s {
	case "all", "0", "":
		return time.Time{}, nil
	}
	var d time.Duration
	if n, unit := s[:len(s)-1], s[len(s)-1]; unit == 'd' || unit == 'w' {
		days, err := strconv.ParseFloat(n, 64)
		if err != nil || days < 0 {
			return time.Time{}, fmt.Errorf("cannot read %q as a period: give a length such as 7d, 2w, 36h, or all", s)
		}
		if unit == 'w' {
			days *= 7
		}
		d = time.Duration(days * float64(24*time.Hour))
	} else {
		var err error
		if d, err = time.ParseDuration(s); err != nil || d < 0 {
			return time.Time{}, fmt.Errorf("cannot read %q as a period: give a length such as 7d, 2w, 36h, or all", s)
		}
	}
	return now.Add(-d), nil
}
