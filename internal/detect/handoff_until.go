package detect

import "sync"

// What holds until the user answers. "Which do you want? The three tests
// stay red until then." states the cost of the open decision, not work
// the agent goes on with; the question before it still hands the
// decision over. Only a short sentence tied to the answer by its time
// (until then, in the meantime, 그때까지, 결정해 주실 때까지) reads so.

var untilAnswerEN = sync.OnceValue(func() phrases {
	return newPhrases("until then", "till then", "until you decide", "until you choose", "until you pick", "until you confirm",
		"until you answer", "until you reply", "until we decide", "until that's decided", "until a decision", "in the meantime",
		"until you let me know", "until i hear back")
})

var untilAnswerKO = []string{"그때까지", "그 때까지", "그전까지", "그 전까지", "주실 때까지", "주시기 전까지", "결정 전까지", "정해지기 전까지",
	"결정되기 전까지", "답변 전까지"}

// untilAnswer reports a short statement of what holds while the decision
// asked for stays open.
func untilAnswer(u unit) bool {
	if endsQuestion(u.masked) || len(u.toks) > 16 || classifyUnit(u).cls == clsPromise {
		return false // "In the meantime I'll write the docs" is more work, not a cost
	}
	if u.korean {
		return containsAny(u.low, untilAnswerKO) != ""
	}
	p, _ := untilAnswerEN().find(u.ws)
	return p != ""
}
