package observe

// needleIndex finds, at a position of a text, the values whose needles may
// start there. It is indexed by each needle's first byte and keeps the
// bytes that follow that byte in some needle (every byte, after a one-byte
// needle), so that a scan passes over most positions without comparing a
// needle; the caller compares the needles at returns.
type needleIndex[T any] struct {
	byFirst [256][]T
	second  [256]byteSet
}

func (x *needleIndex[T]) add(needle string, v T) {
	c := needle[0]
	x.byFirst[c] = append(x.byFirst[c], v)
	if len(needle) == 1 {
		x.second[c] = byteSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
	} else {
		x.second[c].add(needle[1])
	}
}

// at returns the values whose needles start with s[i] and, when s goes on,
// s[i+1].
func (x *needleIndex[T]) at(s string, i int) []T {
	c := s[i]
	if i+1 < len(s) && !x.second[c].has(s[i+1]) {
		return nil
	}
	return x.byFirst[c]
}

// byteSet is a set of bytes.
type byteSet [4]uint64

func (b *byteSet) add(c byte)      { b[c/64] |= 1 << (c % 64) }
func (b *byteSet) has(c byte) bool { return b[c/64]&(1<<(c%64)) != 0 }
