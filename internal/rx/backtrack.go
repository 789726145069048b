// Copyright 2015 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// backtrack is a regular expression search with submatch
// tracking for small regular expressions and texts. It allocates
// a bit vector with (length of input) * (length of prog) bits,
// to make sure it never explores the same (character position, instruction)
// state multiple times. This limits the search to run in time linear in
// the length of the test.
//
// backtrack is a fast replacement for the NFA code on small
// regexps when onepass cannot be used.

package rx

import (
	"regexp/syntax"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"
)

// A job is an entry on the backtracker's job stack. It holds
// the instruction pc and the position in the input.
type job struct {
	pc  uint32
	arg bool
	pos int
}

const (
	visitedBits        = 32
	maxBacktrackVector = 256 * 1024 // bit vector size <= max (bits)
)

// bitState holds state for the backtracker.
type bitState struct {
	end      int
	far      int // the furthest position the search started at, read a rune at, or looked around; see backtrackPrefix and dirtyWords
	cap      []int
	matchcap []int
	jobs     []job
	s        string // the input, as a string whatever it was given as (inputText)
	// visited has a bit for each instruction at each position, laid out
	// position by position, so that a search, which reads the positions
	// near where it starts, sets bits in the first words only, and reset
	// clears those (dirtyWords). An anchored try that fails within a few
	// bytes, the commonest search, cleared the whole bitmap (a bit for
	// every instruction at every position of its input) when it was laid
	// out instruction by instruction.
	visited []uint32
	ninst   int
}

var bitStatePool sync.Pool

func newBitState() *bitState {
	b, ok := bitStatePool.Get().(*bitState)
	if !ok {
		b = new(bitState)
	}
	return b
}

func freeBitState(b *bitState) {
	b.s = ""
	bitStatePool.Put(b)
}

// inputText returns the input, a byte slice or a string, as a string,
// without copying: the backtracker reads it through one type, whose
// reads the compiler puts in line, where the input interface's calls
// were a third of its instructions per state. The bytes are only read,
// and only until the search returns (freeBitState drops them).
func inputText(ib []byte, is string) string {
	if ib != nil {
		return unsafe.String(unsafe.SliceData(ib), len(ib))
	}
	return is
}

// maxBitStateLen returns the maximum length of a string to search with
// the backtracker using prog: the longest whose bitmap, a bit for each
// instruction at each position, fits in maxBacktrackVector. regexp also
// keeps programs of more than 500 instructions off the backtracker
// whatever the input; this package does not, because the classifier's
// large word lists are mostly tried on a clause or a few words, where
// the NFA cost a queue of every instruction's size twice (80 KB for one
// of 2,000 instructions) and an add over the whole alternation at each
// step, for a bitmap of a few KB.
func maxBitStateLen(prog *syntax.Prog) int {
	return maxBacktrackVector / len(prog.Inst)
}

// reset resets the state of the backtracker.
// end is the end position in the input.
// ncap is the number of captures.
func (b *bitState) reset(prog *prog, end int, ncap int) {
	dirty := b.dirtyWords()
	b.end = end
	b.far = -1

	if cap(b.jobs) == 0 {
		b.jobs = make([]job, 0, 256)
	} else {
		b.jobs = b.jobs[:0]
	}

	visitedSize := (len(prog.Inst)*(end+1) + visitedBits - 1) / visitedBits
	if cap(b.visited) < visitedSize {
		b.visited = make([]uint32, visitedSize, maxBacktrackVector/visitedBits)
	} else {
		clear(b.visited[:min(dirty, len(b.visited))])
		b.visited = b.visited[:visitedSize]
	}
	b.ninst = len(prog.Inst)

	if cap(b.cap) < ncap {
		b.cap = make([]int, ncap)
	} else {
		b.cap = b.cap[:ncap]
	}
	for i := range b.cap {
		b.cap[i] = -1
	}

	if cap(b.matchcap) < ncap {
		b.matchcap = make([]int, ncap)
	} else {
		b.matchcap = b.matchcap[:ncap]
	}
	for i := range b.matchcap {
		b.matchcap[i] = -1
	}
}

// dirtyWords is how many words of visited the search since the last reset
// may have set. It visited no position past its end, nor past far +
// utf8.UTFMax: a search reaches a position only by reading the rune before
// it, which moves far there, or where it starts, which tryBacktrack does.
// Counting them at each visit instead cost a Korean prompt's reading 4%
// more instructions.
func (b *bitState) dirtyWords() int {
	if b.far < 0 {
		return 0
	}
	hi := min(b.end, b.far+utf8.UTFMax)
	return ((hi+1)*b.ninst + visitedBits - 1) / visitedBits
}

// shouldVisit reports whether the combination of (pc, pos) has not
// been visited yet.
func (b *bitState) shouldVisit(pc uint32, pos int) bool {
	n := uint(pos*b.ninst + int(pc))
	if b.visited[n/visitedBits]&(1<<(n&(visitedBits-1))) != 0 {
		return false
	}
	b.visited[n/visitedBits] |= 1 << (n & (visitedBits - 1))
	return true
}

// push pushes (pc, pos, arg) onto the job stack if it should be
// visited.
func (b *bitState) push(re *Regexp, pc uint32, pos int, arg bool) {
	// Only check shouldVisit when arg is false.
	// When arg is true, we are continuing a previous visit.
	if re.prog.Inst[pc].Op != syntax.InstFail && (arg || b.shouldVisit(pc, pos)) {
		b.jobs = append(b.jobs, job{pc: pc, arg: arg, pos: pos})
	}
}

// tryBacktrack runs a backtracking search of b.s starting at pos.
func (re *Regexp) tryBacktrack(b *bitState, pc uint32, pos int) bool {
	longest := re.longest
	// The fields the loop reads at every state, in locals: through re and
	// b the compiler loads them again after every store.
	s, insts, sets := b.s, re.prog.Inst, re.prog.Sets
	visited, ninst := b.visited, b.ninst
	b.far = max(b.far, pos) // where it starts is visited (dirtyWords)

	b.push(re, pc, pos, false)
	for len(b.jobs) > 0 {
		l := len(b.jobs) - 1
		// Pop job off the stack.
		pc := b.jobs[l].pc
		pos := b.jobs[l].pos
		arg := b.jobs[l].arg
		b.jobs = b.jobs[:l]

		// Optimization: rather than push and pop,
		// code that is going to Push and continue
		// the loop simply updates ip, p, and arg
		// and jumps to CheckAndLoop. We have to
		// do the ShouldVisit check that Push
		// would have, but we avoid the stack
		// manipulation.
		goto Skip
	CheckAndLoop:
		// shouldVisit, on the locals.
		if n := uint(pos*ninst + int(pc)); visited[n/visitedBits]&(1<<(n&(visitedBits-1))) != 0 {
			continue
		} else {
			visited[n/visitedBits] |= 1 << (n & (visitedBits - 1))
		}
	Skip:

		inst := &insts[pc]

		switch inst.Op {
		default:
			panic("bad inst")
		case syntax.InstFail:
			panic("unexpected InstFail")
		case syntax.InstAlt:
			// Cannot just
			//   b.push(inst.Out, pos, false)
			//   b.push(inst.Arg, pos, false)
			// If during the processing of inst.Out, we encounter
			// inst.Arg via another path, we want to process it then.
			// Pushing it here will inhibit that. Instead, re-push
			// inst with arg==true as a reminder to push inst.Arg out
			// later.
			if arg {
				// Finished inst.Out; try inst.Arg.
				arg = false
				pc = uint32(inst.Arg)
				goto CheckAndLoop
			} else {
				// A branch that cannot start with the next byte is
				// not taken (firstbytes.go).
				if inst.Next|inst.NNext != 0 {
					b.far = max(b.far, pos)
					// Sets[0] is every byte: a branch that can start
					// with any byte, or match reading none, takes any.
					// At the end of the text only such a branch can.
					out, alt := inst.Next == 0, inst.NNext == 0
					if pos < len(s) {
						c := s[pos]
						out, alt = sets[inst.Next].Has(c), sets[inst.NNext].Has(c)
					}
					switch {
					case !out && !alt:
						continue
					case !out:
						pc = uint32(inst.Arg)
						goto CheckAndLoop
					case !alt:
						pc = uint32(inst.Out)
						goto CheckAndLoop
					}
				}
				b.push(re, pc, pos, true)
				pc = uint32(inst.Out)
				goto CheckAndLoop
			}

		case syntax.InstAltMatch:
			// One opcode consumes runes; the other leads to match.
			switch re.prog.Inst[inst.Out].Op {
			case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
				// inst.Arg is the match.
				b.push(re, uint32(inst.Arg), pos, false)
				pc = uint32(inst.Arg)
				pos = b.end
				b.far = b.end
				goto CheckAndLoop
			}
			// inst.Out is the match - non-greedy
			b.far = b.end
			b.push(re, uint32(inst.Out), b.end, false)
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstRune:
			b.far = max(b.far, pos)
			// An ASCII byte read in line; stepString for the rest.
			r, width := rune(0), 1
			if pos < len(s) && s[pos] < utf8.RuneSelf {
				r = rune(s[pos])
			} else {
				r, width = stepString(s, pos)
			}
			if !re.prog.matchRune(inst, r) {
				continue
			}
			pos += width
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstRune1:
			b.far = max(b.far, pos)
			// An ASCII rune is one byte, and no other byte reads as it
			// (a byte from 0x80 up reads as part of a rune, or as
			// utf8.RuneError).
			if want := re.prog.Runes[inst.Rune]; want < utf8.RuneSelf {
				if pos >= len(s) || s[pos] != byte(want) {
					continue
				}
				pos++
			} else {
				r, width := stepString(s, pos)
				if r != want {
					continue
				}
				pos += width
			}
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstRuneAnyNotNL:
			b.far = max(b.far, pos)
			r, width := rune(0), 1
			if pos < len(s) && s[pos] < utf8.RuneSelf {
				r = rune(s[pos])
			} else {
				r, width = stepString(s, pos)
			}
			if r == '\n' || r == endOfText {
				continue
			}
			pos += width
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstRuneAny:
			b.far = max(b.far, pos)
			r, width := rune(0), 1
			if pos < len(s) && s[pos] < utf8.RuneSelf {
				r = rune(s[pos])
			} else {
				r, width = stepString(s, pos)
			}
			if r == endOfText {
				continue
			}
			pos += width
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstCapture:
			if arg {
				// Finished inst.Out; restore the old value.
				b.cap[inst.Arg] = pos
				continue
			} else {
				if int(inst.Arg) < len(b.cap) {
					// Capture pos to register, but save old value.
					b.push(re, pc, b.cap[inst.Arg], true) // come back when we're done.
					b.cap[inst.Arg] = pos
				}
				pc = uint32(inst.Out)
				goto CheckAndLoop
			}

		case syntax.InstEmptyWidth:
			b.far = max(b.far, pos)
			flag := contextString(s, pos)
			if !flag.match(syntax.EmptyOp(inst.Arg)) {
				continue
			}
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstNop:
			pc = uint32(inst.Out)
			goto CheckAndLoop

		case syntax.InstMatch:
			// We found a match. If the caller doesn't care
			// where the match is, no point going further.
			if len(b.cap) == 0 {
				return true
			}

			// Record best match so far.
			// Only need to check end point, because this entire
			// call is only considering one start position.
			if len(b.cap) > 1 {
				b.cap[1] = pos
			}
			if old := b.matchcap[1]; old == -1 || (longest && pos > 0 && pos > old) {
				copy(b.matchcap, b.cap)
			}

			// If going for first match, we're done.
			if !longest {
				return true
			}

			// If we used the entire text, no longer match is possible.
			if pos == b.end {
				return true
			}

			// Otherwise, continue on in hope of a longer match.
			continue
		}
	}

	return longest && len(b.matchcap) > 1 && b.matchcap[1] >= 0
}

// backtrack runs a backtracking search of prog on the input starting at pos.
func (re *Regexp) backtrack(ib []byte, is string, pos int, ncap int, dstCap []int) []int {
	startCond := re.cond
	if startCond == ^syntax.EmptyOp(0) { // impossible
		return nil
	}
	if startCond&syntax.EmptyBeginText != 0 && pos != 0 {
		// Anchored match, past beginning of text.
		return nil
	}

	b := newBitState()
	b.s = inputText(ib, is)
	end := len(b.s)
	b.reset(re.prog, end, ncap)

	// Anchored search must start at the beginning of the input
	if startCond&syntax.EmptyBeginText != 0 {
		if len(b.cap) > 0 {
			b.cap[0] = pos
		}
		if !re.tryBacktrack(b, uint32(re.prog.Start), pos) {
			freeBitState(b)
			return nil
		}
	} else {

		// Unanchored search, starting from each possible text position.
		// Notice that we have to try the empty string at the end of
		// the text, so the loop condition is pos <= end, not pos < end.
		// This looks like it's quadratic in the size of the text,
		// but we are not clearing visited between calls to TrySearch,
		// so no work is duplicated and it ends up still being linear.
		width := -1
		for ; pos <= end && width != 0; pos += width {
			if len(re.prefix) > 0 {
				// Match requires literal prefix; fast search for it.
				advance := strings.Index(b.s[pos:], re.prefix)
				if advance < 0 {
					freeBitState(b)
					return nil
				}
				pos += advance
			}

			if len(b.cap) > 0 {
				b.cap[0] = pos
			}
			if re.tryBacktrack(b, uint32(re.prog.Start), pos) {
				// Match must be leftmost; done.
				goto Match
			}
			_, width = stepString(b.s, pos)
		}
		freeBitState(b)
		return nil
	}

Match:
	dstCap = append(dstCap, b.matchcap...)
	freeBitState(b)
	return dstCap
}

// firstPrefix is the first prefix backtrackPrefix tries, in bytes: most
// anchored searches of a long text end, matched or not, within a few
// words of where they start.
const firstPrefix = 128

// minPrefix is the shortest prefix worth a try: a shorter one holds no
// more than a word, and a try that reaches its end is run again.
const minPrefix = 32

// backtrackPrefix answers an anchored search of an input too long for the
// backtracker (which would otherwise go to the slower NFA) from a prefix
// of it that the backtracker takes. A run that read no rune, and looked
// around no position, within utf8.UTFMax bytes of its prefix's end did
// exactly what a run over the whole input would have done, step for step,
// so its answer is the whole input's; a run that came that near is tried
// again on a prefix four times as long. ok is false when no prefix the
// backtracker takes was enough, and the caller searches the whole input.
func (re *Regexp) backtrackPrefix(ib []byte, is string, ncap int, dstCap []int) (_ []int, ok bool) {
	s := inputText(ib, is)
	n := len(s)
	// The bitmap holds a bit for each instruction at each position of the
	// prefix, so a program too large for the backtracker on a whole input
	// (maxBitStateLen) still takes it on a prefix of a few words: a
	// failing try of a large alternation, the commonest, ends there.
	limit := maxBacktrackVector/len(re.prog.Inst) - 1
	for w := min(firstPrefix, limit); w < n && w <= limit && w >= minPrefix; w *= 4 {
		b := newBitState()
		b.s = s[:w]
		end := w
		b.reset(re.prog, end, ncap)
		if len(b.cap) > 0 {
			b.cap[0] = 0
		}
		matched := re.tryBacktrack(b, uint32(re.prog.Start), 0)
		if b.far+utf8.UTFMax > end {
			freeBitState(b)
			continue
		}
		if !matched {
			freeBitState(b)
			return nil, true
		}
		dstCap = append(dstCap, b.matchcap...)
		freeBitState(b)
		return dstCap, true
	}
	return nil, false
}
