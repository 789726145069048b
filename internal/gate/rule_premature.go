package gate

import (
	"github.com/proofgate/proofgate/internal/detect"
	"github.com/proofgate/proofgate/internal/scenario"
)

var prematurePromise = Rule{
	ID:     "premature.promise",
	Family: "premature",
	Doc: `The final message ends by announcing work the agent has not done ("I'll add the
migration now.", "이제 테스트를 실행하겠습니다.") and does not hand a decision to the user.
A question or a request for confirmation is not a promise; neither is any closing while
work the agent started still runs (a background job, subagents, teammates): the harness
wakes the agent when it finishes, and the promise is kept then. A promise hedged by its
words (an order of steps, "after billing I'll do checkout/", a condition) only warns, unless
the session shows the turn idle on a task it went on with ("yes, go ahead, all 12", "ship
it") that asks for a change or an act: nothing changed, nothing acted on, no run of any
check, and the promise is then all the turn gave the go-ahead.`,
	subagents: true,
	Examples: func() Examples {
		return Examples{
			Fire: []scenario.Session{
				session("The fine grows without a ceiling. I'll add a MaxFinePerLoan constant and clamp the result.",
					prompt("Overdue fines should be capped at $20 per loan."),
					bash("grep -n 'func Calculate' internal/fines/fines.go", 0, "14:func Calculate(l Loan, now time.Time) Money {")),
				session("캐시 키에 사용자 ID가 빠져 있네요. 키 생성 함수를 고치고 테스트를 추가하겠습니다.",
					prompt("다른 사용자 장바구니가 보여요. 원인 찾아서 고쳐 주세요.")),
				// The user said go ahead; the turn only looked, and its
				// promise is hedged by an order of steps.
				session("Sounds good. After the models I'll move the three views over to the new serializer, then run the API tests.",
					prompt("Move the order endpoints from OrderSerializerV1 to OrderSerializer. Models first, then the views."),
					bash("grep -rln OrderSerializerV1 shop/", 0, "shop/orders/models.py\nshop/orders/views.py\nshop/orders/api.py"),
					prompt("yes, go ahead with all of it")),
				// "ship it" goes on with a task across a boundary; the turn
				// only announced the commit, the push and the deploy.
				session("Everything's green: 12 tests passing and lint is clean.\n\nI'll commit this on `feat/invite-link`, push it, and trigger the Render deploy now. I'll post the URL once it's live.",
					prompt("add a 'copy invite link' button on the team settings page"),
					edit("src/pages/settings/TeamSettings.tsx", "<MembersList members={team.members} />", "<CopyButton value={inviteUrl} label=\"Copy invite link\" />\n<MembersList members={team.members} />"),
					bash("npm test -- TeamSettings", 0, " Test Files  1 passed (1)\n      Tests  12 passed (12)"),
					prompt("ship it")),
				// The user broke in to redirect the work; the turn only
				// explained and announced the rewrite.
				session("Understood: the lock would block every checkout write for the whole backfill.\n\nI'll rewrite the migration to drop the `LOCK TABLE`, take `pg_advisory_xact_lock` per batch and commit after each 5k rows, and then rerun `make db-test`.",
					prompt("Add a migration that backfills orders.region from the customer's default address, in batches of 5k."),
					write("migrations/20250612_backfill_order_region.sql", "LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;"),
					bash("make db-test", 0, "applying 20250612_backfill_order_region.sql ... ok\n6 passed in 2.87s"),
					prompt("Stop, no table lock. This runs while checkout is live. Use pg_advisory_xact_lock per batch instead, and commit per batch.")),
			},
			Warn: []scenario.Session{
				// A question that broke in is answered; what comes next is
				// the user's to say.
				session("It takes `SHARE ROW EXCLUSIVE`, which blocks checkout writes for the whole backfill. I'll switch it to an advisory lock per batch and commit after each one, then rerun `make db-test`.",
					prompt("Add a migration that backfills orders.region from the customer's default address, in batches of 5k."),
					write("migrations/20250612_backfill_order_region.sql", "LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;"),
					prompt("wait, what lock does that take?")),
				// The same promise to a task's first prompt, which may be a
				// question read as a request: the user's to judge.
				session("Sounds good. After the models I'll move the three views over to the new serializer, then run the API tests.",
					prompt("Move the order endpoints from OrderSerializerV1 to OrderSerializer. Models first, then the views."),
					bash("grep -rln OrderSerializerV1 shop/", 0, "shop/orders/models.py\nshop/orders/views.py\nshop/orders/api.py")),
			},
			Pass: []scenario.Session{
				session("The fine grows without a ceiling. Should the cap apply per loan or per member?",
					prompt("Overdue fines should be capped.")),
				// The promise hangs on the answer: its condition is the
				// user's wish.
				session("Nothing is deleted yet. Should I drop only the 9 stale tables, or the 3 recent ones as well? If the recent ones should go too, I'll take a snapshot of them first.",
					prompt("Drop the old tmp_* tables in the analytics database.")),
				session("Profiling runs in the background (about 10 minutes). My guess so far is the JSON decoding in the hot loop; when it finishes I'll confirm it and send you the flame graph.",
					prompt("The nightly import got 3x slower since Tuesday. Find out why."),
					background("go test -run XXX -bench BenchmarkImport -cpuprofile /tmp/cpu.out ./importer/")),
				session("The full suite is running in the background; I'll report the result when it finishes.",
					prompt("Run the whole test suite, including the slow tests."),
					background("go test -tags slow ./... > /tmp/test.log 2>&1")),
			},
		}
	},
	check: func(s *stop) (finding, bool) {
		r := s.rd()
		if !r.f.Premature || r.handoff() || s.running() {
			// With work still running, the harness wakes the agent when it
			// ends: "when it finishes I'll compare the numbers" is kept then.
			return finding{}, false
		}
		if _, bare := detect.BarePromise(s.in.Message); !bare && !s.idleOnChange() {
			// A promise that a reader could take for a plan, an option or
			// a step the user takes next is the user's to judge.
			return finding{warn: true, reason: "the message ends announcing work not done" + because(reasonsOf(r.f, detect.RulePromise)) + "."}, true
		}
		return finding{reason: prematureReason(r.f)}, true
	},
}

var prematureDeferral = Rule{
	ID:     "premature.deferral",
	Family: "premature",
	Doc: `The final message postpones the rest of the task to a later time without the user
asking for it ("I'll finish the rest tomorrow", "오늘은 여기까지 하겠습니다"). Handing the
choice to the user ("Should I continue with the remaining endpoints?") is not a deferral.`,
	subagents: true,
	Examples: func() Examples {
		return Examples{
			Warn: []scenario.Session{
				session("Ported the users endpoint. Stopping here for now.",
					prompt("Port every endpoint in api/ to the new router."),
					edit("api/users.go", "r.HandleFunc(\"/users\", listUsers)", "router.Get(\"/users\", listUsers)"),
					bash("go test ./api/", 0, "ok  \texample.com/shop/api\t0.210s")),
			},
			Pass: []scenario.Session{
				session("I've ported the users endpoint and its tests pass. Should I continue with the other four endpoints the same way?",
					prompt("Port every endpoint in api/ to the new router."),
					edit("api/users.go", "r.HandleFunc(\"/users\", listUsers)", "router.Get(\"/users\", listUsers)"),
					bash("go test ./api/", 0, "ok  \texample.com/shop/api\t0.210s")),
			},
		}
	},
	check: func(s *stop) (finding, bool) {
		r := s.rd()
		if !r.f.Deferral || r.handoff() {
			return finding{}, false
		}
		// Only the message says it: a postponement the user can read and
		// answer in the next prompt.
		return finding{warn: true, reason: "the message postpones part of the task" + because(reasonsOf(r.f, detect.RuleDeferral)) + "."}, true
	},
}

// idleOnChange reports a turn that went on with a task asking for code to
// change or for an act ("yes, go ahead, all 12", "ship it"; any mode but
// quick) in which nothing happened but looking: no file changed, nothing
// acted on, no check run.
// The go-ahead asked for the work, and a promise is all the turn gave it.
// So did a prompt that broke into the task before any stop of it was
// judged ("Stop, no table lock. Use pg_advisory_xact_lock per batch
// instead"): it redirects work under way. A prompt that starts a task of
// its own may be a question the classifier took for a request, and is the
// message's to answer.
func (s *stop) idleOnChange() bool {
	if s.l.Mode == "quick" || !s.l.WentOn && s.l.Task >= s.l.Turn || s.ev.unseen() {
		return false
	}
	return !s.ev.turnAny && !s.ev.turnActed && !s.ev.turnChecked && s.l.Opaque <= s.l.Turn
}
