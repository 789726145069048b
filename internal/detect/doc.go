// Package detect judges an AI coding agent's final message of a turn, in
// English, Korean or a mix of both.
//
// Scan reports whether the message stops early:
//
//   - Premature: the closing part announces work that was not done ("I'll
//     patch the handler.", "이제 테스트를 작성해 보겠습니다.") and does not hand a
//     decision to the user. Questions, offers, requests and suggestions to
//     the user, past-tense reports, explanations and promises followed by
//     their own evidence are not premature. Only the closing sentences count.
//   - Deferral: the message postpones the rest of the work to a later time
//     ("I'll finish the rest tomorrow", "오늘은 여기까지"). Deferral is
//     independent of Premature: "stopping here for now" is a deferral but no
//     promise; "I'll continue tomorrow" is both.
//   - ScopeReduction: the agent says it did not do part of the asked work
//     itself: skipped, stubbed, mocked, disabled, loosened a check, left as
//     TODO, deferred. A sentence a scope rule matches counts only in the
//     agent's own voice (I/we doing, a report fragment "Skipped the …", a
//     Korean active past, "not in this PR"), or when it marks the part
//     provisional (for now, yet, later, TODO, 일단, 아직), or, for the
//     stronger readings, when the message reports the agent's own work; and
//     never when it is hypothetical, an imperative option, the cause of a
//     bug, a choice handed to the user, a justified decision or a review
//     finding. Descriptions of code ("X stays ignored", "it skips the cache
//     when …") are no cut. Not when the user asked for the omission or it
//     concerns an unrelated issue.
//   - Waits: the closing waits on work someone else is running or idles
//     for the next instruction ("Waiting on agents.", "Standing by."), or
//     reports such work as still running with no result yet ("The import
//     is still running in the background.", "백그라운드로 실행했습니다. …
//     아직 진행 중입니다."). Such a closing is not premature. A promise of the agent's own work
//     that waits on others first ("I'll merge when they report") is
//     Premature with Waits, for the gate to excuse when it knows of running
//     work; a promise beside running work that does not wait for it ("While
//     the agents run I'll refactor the parser") is a plain promise, since
//     the work could be done now.
//   - Handoff: the closing hands the user a decision (a direct question, a
//     request for confirmation, options to pick); courtesy closings and
//     checks the agent could run itself are none.
//   - Unverified and Gap: the message says the change was not verified
//     ("I haven't run the tests", a label such as "Not verified:" or
//     "**검증 안 됨:**", a check named as not tried: "`plan`은 못
//     봤습니다"), and Gap quotes the reason it gives why it could not be
//     here (a missing resource, the user's word, CI, side effects not
//     approved); Gap is "" when no reason is given.
//   - Failure: the message discloses a failing, erroring or broken check.
//
// Every reason carries the id of the rule that gave it (Finding.Rules, at
// the same index; Claim.Rule). Registry documents each rule with examples
// that must and must not fire, checked by TestRegistry.
//
// Claims reports whether the message claims completion or success and
// whether the observed tool results back every such claim. A result the
// agent says it saw by running the program ("verified it works in the
// simulator", "정상 동작 확인했습니다") is a claim of a run (claim.run), not
// a description of the change (claim.fixed). Only the
// observations count as evidence: output pasted into the message never does.
//
// How the closing is read: sentences are taken from the end back. A
// question, offer, request or suggestion to the user, a report of work done
// or command output ends the look-back without a promise. Sign-offs ("Let me
// know if you have questions") and predictions ("This should fix it") are
// looked past. One plain statement after a promise to act does not undo it,
// but after a promise to look into something it is the finding. A promise
// that opens on the answer to a real question just before it ("Could you
// add the key? Then I'll run it.") hands the decision over; one to report
// the result of work running in the background once it ends is a wait.
//
// Reasons name the deciding phrase for each flag that is set (Scan) or for
// each claim and its evidence (Claims). Both functions are deterministic,
// allocate little, use no network and no model, and never return nil
// Reasons. Text inside code blocks, block quotes,
// inline code and quoted strings is not the agent's own voice and never makes
// a promise or a claim.
//
// Every word table is a switch or is built on first use (a once.Value,
// which the compiler lays out as data): the hook binary serves every
// event, and only Stop judges a message, so the other events must not pay
// for the tables at process start. The package has no init work.
//
// # Layout
//
// The package is a one-way pipeline: no file uses a file that uses it. A
// reader's files use the base layer and the lower files of their own
// reader; a few readers also consult a lower reader (the claim, handoff,
// bare-promise and scope readers ask the closing reader how a sentence
// ends; the scope reader also asks the gap, deferral and handoff readers;
// the failure reader shares the claim reader's partial-pass reading).
//
//   - Base: tokens.go (tokens and the placeholders of masked spans),
//     segment.go (text into units: sentences, list items, table rows, code
//     and quote blocks), words.go and hangul.go (matching words, phrases and
//     Korean endings), lexicon.go (English word classes and the phrase
//     tables, whose lookup go generate writes to phrases_gen.go), checks.go
//     (the kinds of check and the words and commands that name them),
//     reason.go, rule_ids.go and api.go (the types the readers return).
//   - Readers, one idea each, their files named here bottom to top: the
//     closing (closing_verdict.go, closing_en.go, closing_output.go,
//     closing_question.go, waits.go, closing_answer.go, closing_ko.go,
//     closing.go: a promise, a wait, a question or a report); a handoff over
//     the closing (handoff.go); the bare closing promise (bare_promise.go);
//     a claim and the run it names (claim_words.go, claim_ground.go,
//     claim_partial.go, claim_category.go, claim_included.go,
//     claim_predicate.go, claim_observed.go, claim_more.go, claim_tried.go,
//     claims.go); a disclosed gap (gap_ko.go, gap.go); a disclosed failure
//     (failure.go); a deferral (deferral.go); a scope cut (scope_words.go,
//     scope_code.go, scope_voice.go, scope_en.go, scope_ko.go, scope_bar.go,
//     scope_cues.go, scope_sentence.go, scope.go); a boundary action
//     reported done (acts.go); a change reported done (change_report.go);
//     the languages read (language.go).
//   - Findings: scan.go (Scan, Closing) gathers the readers into a Finding
//     whose every reason carries its rule id; rules.go documents every rule
//     with examples that must and must not fire.
//
// What the gate does with each: a claim blocks only when the session's
// runs contradict it, a closing promise only when BarePromise reads it, a
// scope cut only when the diff shows it, a boundary action or a change
// reported done only when no command or edit of the session did it; a
// handoff, a wait, a disclosed gap or a disclosed failure only ever excuse;
// every other reading is a one-line warning.
package detect
