Feature: VAR review
  Law 11 says what the right call was. The VAR protocol says whether the video
  assistant referee could do anything about a wrong one: only for a goal, a
  penalty, a direct red card or mistaken identity, only within the attacking move
  that led to it, and never once play has restarted. A wrong fact (where a player
  stood) is put right on the VAR's word; a wrong judgement (did he interfere? was
  that touch deliberate?) goes to the referee at the monitor, and only a clear and
  obvious error changes it. Each scenario says what the officials did and checks
  how the engine explains the review.

  Background:
    Given the attacking team is Liverpool: Salah, Gakpo and Díaz
    And the defending team is Tottenham: Romero, Udogie and Porro, with Vicario in goal

  Rule: VAR changes a judgement call only for a clear and obvious error (VAR-PRIN-1)
    The referee's view of a subjective matter is kept unless the replay shows it
    was plainly wrong. That is why a goal can stand although many viewers, and
    even the Laws on a strict reading, would have ruled it out.

    @VAR_PRIN_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: Gakpo blocked Vicario's view, a clear error, so the goal is ruled out at the monitor
      Given Gakpo is in an offside position when Salah shoots
      And Gakpo blocks Vicario's line of vision
      And the ball goes into the net
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Gakpo is penalised for offside
      And the offence is interfering with an opponent
      And the review treats the call as a matter of fact and of opinion
      And the referee is sent to the monitor to look again
      And the reasoning says that VAR changes a judgement call only for a clear and obvious error
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team

    @VAR_PRIN_1 @VAR_PRIN_2
    Example: An arguable call on Gakpo's interference stays as the referee gave it
      Given Gakpo is in an offside position when Salah shoots
      And Gakpo blocks Vicario's line of vision
      And the ball goes into the net
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then Gakpo is penalised for offside
      And the right call was no goal
      And the reasoning says that VAR changes a judgement call only for a clear and obvious error
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And after the review play restarts with a kick-off by the defending team

  Rule: The review's outcome is judged against the on-field decision (VAR-PRIN-2)
    The referee always decides first. After the check the decision either stood,
    was overturned (rightly or wrongly), or stayed wrong: because VAR missed a
    factual error, or because it was too late to put it right.

    @VAR_PRIN_2 @VAR_FACT_1
    Example: A goal scored from an offside position is overturned
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And the right call was no goal
      And the on-field decision is overturned

    @VAR_PRIN_2 @VAR_PROC_1
    Example: A correct offside flag stands after the check
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is no goal
      When the referee applies the Laws
      Then the right call was no goal
      And the on-field decision stands

    @VAR_PRIN_2
    Example: An onside goal ruled out after the check was wrongly overturned
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then there is no offside offence
      And the right call was a goal
      And the on-field decision is overturned, wrongly

    @VAR_PRIN_2
    Example: Where no report gives the review, a wrong change is not put down to one
      The change followed the VAR's check, but the referee may have changed the goal on
      an assistant's word before any review (REF-CHANGE-1): the headline says only that it
      changed.
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then the on-field decision is overturned, wrongly
      And the headline reads "Goal disallowed, though Law 11 says Díaz was onside: a correct on-field decision was changed"

    @VAR_PRIN_2
    Example: Where the reports give the review, a wrong change is put down to it
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the referee reviews it at the monitor
      And the final decision is no goal
      When the referee applies the Laws
      Then the on-field decision is overturned, wrongly
      And the headline reads "Goal disallowed, though Law 11 says Díaz was onside: the review changed a correct on-field decision"

    @VAR_PRIN_2 @VAR_FACT_1
    Example: A wrong flag on an onside scorer left in place is a factual error VAR should have corrected
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is no goal
      When the referee applies the Laws
      Then VAR may review the goal decision
      And the right call was a goal
      And the VAR corrects the call without the referee going to the monitor
      And the error stands, though VAR should have corrected it

    @VAR_PRIN_2 @OFF_POS_1
    Example: Gakpo never became involved, and the referee's call that he did not stands
      Given Gakpo is in an offside position when Salah passes
      And Gakpo runs with the play without touching the ball
      And Salah scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then there is no offside offence
      And the call rests on a judgement: whether Gakpo was involved
      And the review treats the call as a matter of fact and of opinion
      And the on-field decision stands as the referee's call, with no clear and obvious error

    @VAR_PRIN_2
    Example: Without VAR in the competition, the goal given from an offside position stays given
      Given the competition does not use VAR
      And Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And VAR may not review the goal decision
      And there was no VAR to check the call

    @VAR_PRIN_2
    Example: A goal the VAR never checked is not a decision the VAR stood by
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the VAR does not check the call
      And the final decision is a goal
      When the referee applies the Laws
      Then the right call was no goal
      And the VAR never checked the call

    @VAR_PRIN_2
    Example: When nobody reported the on-field decision, what VAR did cannot be said
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And nobody reported what the referee decided on the field
      And the final decision is a goal
      When the referee applies the Laws
      Then the right call was a goal
      And what came of the VAR's check cannot be said

    @VAR_PRIN_2
    Example: If nobody knows whether play had restarted, whether the wrong flag could be corrected stays open
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And nobody knows whether play restarted before the VAR's check was complete
      And the final decision is no goal
      When the referee applies the Laws
      Then whether VAR may review the goal decision cannot be said
      And what came of the VAR's check cannot be said

    @VAR_PRIN_2 @VAR_CAT_1
    Example: A wrong flag that stopped an attack without a goal is not an error VAR failed to correct
      Given Díaz is in an offside position when Salah passes
      And Díaz stays out of play
      And the referee stops play
      And the assistant referee flags for offside
      And the final decision is a free kick
      When the referee applies the Laws
      Then there is no offside offence
      And there is no goal or penalty decision for VAR to review
      And the error stands, but it was not one VAR could correct

    @VAR_PRIN_2
    Example: A flag for offside explains the officials' no goal, so it is a mistake even though nobody reported the fouls
      Given Díaz is behind the second-last opponent when Salah passes
      And nobody reported whether the move had any foul
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is no goal
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands

  Rule: Until play restarts, the referee may change a decision without any review (REF-CHANGE-1)
    A referee who realises a decision was wrong, or is told so by an assistant, may
    change it as long as play has not restarted. Where the reports say a decision was
    changed and there was no review, it was the referee's change, not VAR's: the
    explanation says so, and whether the Laws support the change.

    @REF_CHANGE_1
    Example: The referee overrules the flag and gives an onside goal, with no review
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the VAR checks the call
      And there is no review
      And the final decision is a goal
      When the referee applies the Laws
      Then there is no offside offence
      And the referee changed the on-field decision without a review
      And the reasoning says that the referee changed the decision before play restarted, with no review
      And what stood is a goal
      And that was right by the Law
      And the headline reads "Goal stands: Díaz was behind the second-last defender when Salah passed"

    @REF_CHANGE_1
    Example: Without VAR, the referee gives a goal from an offside position after the flag
      Given the competition does not use VAR
      And Díaz is in an offside position when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And the referee changed the on-field decision without a review
      And what stood is a goal
      And that was wrong by the Law
      And the headline reads "Goal stands, though Law 11 says Díaz was offside: the referee changed the on-field decision with no review"

  Rule: VAR may review goals, penalties, direct red cards and mistaken identity (VAR-CAT-1)
    Offside on its own is not reviewable. It comes to VAR only through a goal, or
    a penalty, that followed it.

    @VAR_CAT_1
    Example: A goal is a decision VAR may review
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then VAR may review the goal decision
      And the reasoning says that this is a goal decision, which VAR may review

    @VAR_CAT_1 @VAR_FACT_2 @VAR_RESTART_1
    Example: A penalty for Romero's foul on an onside Díaz is given at the monitor after a wrong flag
      Given Díaz is behind the second-last opponent when Salah passes
      And Romero trips Díaz in the penalty area as he runs towards the ball
      And the referee stops play
      And the assistant referee flags for offside
      And the final decision is a penalty
      When the referee applies the Laws
      Then VAR may review the penalty decision
      And the reasoning says that this is a penalty decision, which VAR may review
      And the right call was a penalty
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And after the review play restarts with a penalty kick to the attacking team

    @VAR_CAT_1
    Example: An offside flag that stopped an attack without a goal is not for VAR to review
      Given Díaz is in an offside position when Salah passes
      And Díaz receives the ball
      And the referee stops play
      And the assistant referee flags for offside
      And the final decision is a free kick
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And there is no goal or penalty decision for VAR to review
      And the reasoning says that no goal or penalty followed, so there was nothing for VAR to review

  Rule: From 2026/27 VAR's remit is a little wider, corners included before they are taken (VAR-CAT-3)
    The 2026/27 Laws let VAR step in on a clearly wrong second yellow card, on a
    card shown to a player of the wrong team and, where a competition chooses
    it, on a clearly wrongly awarded corner kick, but only straight away, before
    the corner is taken. A goal scored from a corner cannot be undone for it. In a
    competition that has not chosen the option, corner awards are not reviewable.

    @VAR_CAT_3 @OFF_NOOFF_1
    Example: A goal straight from a 2026/27 corner kick stands; the corner itself was reviewable only before it was taken
      Given the match is played on 12 September 2026
      And the competition lets VAR review corner awards
      And Díaz is in an offside position when Salah takes a corner kick
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that a wrongly awarded corner could have been put right only before it was taken

    @VAR_CAT_3
    Example: In a competition that has not opted in, a 2026/27 corner award is not reviewable at all
      Given the match is played on 12 September 2026
      And Díaz is in an offside position when Salah takes a corner kick
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that the competition does not let VAR review corner awards
      And the reasoning does not say that a wrongly awarded corner could have been put right only before it was taken

  Rule: Once play has restarted, VAR can no longer change a goal decision (VAR-CAT-2)
    The review has to happen before the next restart. An error found after the
    restart stays in the record, however plain it is.

    @VAR_CAT_2 @VAR_PRIN_2 @VAR_RESTART_1
    Example: Play restarted, so the wrongly disallowed goal could not be given
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And play restarts before the VAR's check is complete
      And the final decision is no goal
      When the referee applies the Laws
      Then there is no offside offence
      And the right call was a goal
      And VAR may not review the goal decision
      And no review is possible
      And the reasoning says that play had restarted before the check was complete, so it was too late to review
      And the error can no longer be corrected
      And after the review play restarts with an indirect free kick to the defending team

    @VAR_CAT_2 @VAR_PRIN_2
    Example: Play restarted after a correct flag, so nothing was lost
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And play restarts before the VAR's check is complete
      And the final decision is no goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And VAR may not review the goal decision
      And the reasoning says that play had restarted before the check was complete, so it was too late to review
      And the on-field decision stands

  Rule: VAR may look back over the whole attacking move that led to the goal (APP-1)
    For a goal the check starts where the attacking phase began, not just at the
    shot. When nothing in the move is an offence, the whole move lies inside it.

    @APP_1
    Example: An onside goal from a single pass lies wholly inside the attacking phase
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then the offence lies inside the attacking phase
      And the reasoning says that nothing in the move falls outside the attacking phase

  Rule: The attacking phase ends only when the defending team gains control (APP-2)
    A save, a deflection or a clearance that nobody in defence controls does not
    end the attacking phase, so VAR may still go back to an offside before it.
    Once a defender has the ball under control, a new phase begins.

    @APP_2 @OFF_DP_4
    Example: Vicario's save does not end the attacking phase, so VAR goes back to Gakpo's offside
      Given Gakpo is in an offside position when Salah shoots
      And Vicario saves the shot
      And Gakpo scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Gakpo is penalised for offside
      And the offence lies inside the attacking phase
      And the reasoning says that nothing gave the defending team control before the goal, so the attacking phase went on
      And the on-field decision is overturned

    @APP_2
    Example: Under the IFAB test Romero's failed clearance does not end the attacking phase
      Given Díaz is in an offside position when Salah passes
      And Díaz passes to Gakpo
      And Romero tries to clear the ball
      And the referee judges Romero's touch to be a deflection
      And Salah scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And the offence lies inside the attacking phase
      And VAR may review the goal decision

    @APP_2
    Example: Once Romero controls the ball, VAR may not go back to Díaz's earlier offside
      Given Díaz is in an offside position when Salah passes
      And Díaz passes to Gakpo
      And Romero controls the ball
      And the ball hits Gakpo
      And Salah scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And the offence lies outside the attacking phase
      And VAR may not review the goal decision
      And the reasoning says that Romero's control of the ball ended the attacking phase

    @APP_2 @VAR_PRIN_2
    Example: A goal that VAR may not review is not kept as a referee's call on a judgement
      Given Díaz is in an offside position when Salah passes
      And Díaz passes to Gakpo
      And Romero controls the ball
      And the ball hits Gakpo
      And Salah scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then the offence lies outside the attacking phase
      And the error stands, but it was not one VAR could correct

  Rule: A competition may judge the attacking phase by whether the defence had reset (APP-3)
    Some competitions, the Premier League among them, ask instead whether the
    defending team had the chance to reorganise. That is a judgement, so whether
    VAR may go back that far becomes a judgement too.

    @APP_3
    Example: In a Premier League-style competition, whether VAR may go back past Romero's clearance is a judgement call
      Given the competition judges the attacking phase by whether the defence had time to reset
      And Díaz is in an offside position when Salah passes
      And Díaz passes to Gakpo
      And Romero tries to clear the ball
      And the referee judges Romero's touch to be a deflection
      And Salah scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then Díaz is penalised for offside
      And whether the offence lies inside the attacking phase is a judgement call
      And whether VAR may review the goal decision cannot be said
      And the reasoning says that whether the defence had reset after Romero's touch is a judgement call

  Rule: A goal ruled out with no offside waits for the offence nobody described (APP-4)
    VAR may rule out a goal for any offence by the attacking team in the move that
    led to it: a foul or a handball as well as offside. When the officials ruled a
    goal out, the Laws find no offside offence, no foul or handball is described and
    no offside call explains the decision, the reports have left the reason out; the
    answer waits for it rather than calling the officials wrong.

    @APP_4
    Example: The goal was ruled out, nobody was offside and no foul is described, so the answer waits
      Given Díaz is behind the second-last opponent when Salah passes
      And nobody reported whether the move had any foul
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then the offside decision stays open until we know whether the attack had an offence nobody described
      And the reasoning says that nothing described explains why the officials ruled the goal out

  Rule: A factual error is put right on the VAR's word (VAR-FACT-1)
    Where a player stood is a fact. When the replay shows the on-field decision
    got it wrong, the VAR tells the referee, who changes the decision without
    going to the monitor.

    @VAR_FACT_1 @VAR_PRIN_2 @VAR_RESTART_1
    Example: A factual offside error is corrected without the referee going to the monitor
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then the review treats the call as a matter of fact
      And the call rests on a fact: where Díaz was when Salah passes
      And the VAR corrects the call without the referee going to the monitor
      And the reasoning says that the error was about a fact, so the VAR could tell the referee directly
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team

    @VAR_FACT_1 @VAR_PRIN_2 @VAR_RESTART_1
    Example: A goal wrongly flagged offside is given on the VAR's word
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then the right call was a goal
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned
      And after the review play restarts with a kick-off by the defending team

  Rule: A judgement call is looked at again by the referee at the monitor (VAR-FACT-2)
    Whether a player interfered with an opponent, or whether a defender played the
    ball deliberately, is an opinion. VAR recommends an on-field review, and the
    referee decides.

    @VAR_FACT_2 @OFF_DP_1 @VAR_PRIN_2
    Example: Whether Romero played the ball deliberately is for the referee at the monitor
      Given Díaz is in an offside position when Salah passes
      And Romero tries to clear the ball
      And the referee judges Romero's touch to be a deliberate play
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then there is no offside offence
      And the review treats the call as a matter of fact and of opinion
      And the call rests on a judgement: how Romero touched the ball
      And the referee is sent to the monitor to look again
      And the reasoning says that the call turns on an opinion, so the referee should look again at the monitor
      And the on-field decision is overturned

    @VAR_FACT_2 @OFF_OFF_2
    Example: Whether Gakpo's position affected Vicario is for the referee at the monitor
      Given Gakpo is in an offside position when Salah shoots
      And Gakpo blocks Vicario's line of vision
      And the ball goes into the net
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then the review treats the call as a matter of fact and of opinion
      And the referee is sent to the monitor to look again
      And the reasoning says that the call turns on an opinion, so the referee should look again at the monitor

  Rule: A correct call needs no review (VAR-PROC-1)
    The VAR checks every goal. When the on-field decision was right, the check
    ends quietly and the decision stands.

    @VAR_PROC_1 @VAR_PRIN_2 @VAR_RESTART_1
    Example: An onside goal is checked and stands
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then the VAR checks the call and lets it stand without a review
      And the reasoning says that the on-field decision was right, so the check needed no review
      And the on-field decision stands
      And after the review play restarts with a kick-off by the defending team

    @VAR_PROC_1
    Example: A correct offside flag is checked and stands
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is no goal
      When the referee applies the Laws
      Then the VAR checks the call and lets it stand without a review
      And the on-field decision stands

  Rule: An assistant may hold the flag until the move is over (VAR-PROC-2)
    In a clear attacking chance the assistant keeps the flag down until the move
    ends. If VAR then finds the scorer onside, the goal can still be given; a flag
    raised at once would have stopped play and lost it.

    @VAR_PROC_2 @VAR_PRIN_2 @VAR_RESTART_1
    Example: A delayed flag lets VAR give the goal when Díaz turns out to be onside
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee delays the flag until the move is over
      And the final decision is a goal
      When the referee applies the Laws
      Then the reasoning says that the assistant referee delayed the flag
      And the on-field decision is overturned
      And after the review play restarts with a kick-off by the defending team

    @VAR_PROC_2 @VAR_PRIN_2
    Example: A delayed flag on an offside Díaz is confirmed by the check
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the assistant referee delays the flag until the move is over
      And the final decision is no goal
      When the referee applies the Laws
      Then the reasoning says that the assistant referee delayed the flag
      And the on-field decision stands


  Rule: Where the competition announces review decisions, the referee says what was decided (VAR-ANNOUNCE-1)
    Some competitions have the referee announce the outcome of a review to the
    stadium. Practice differs: the IFAB's trial announced every review; from
    2025/26 the Premier League announces only decisions taken at the monitor, so a
    factual offside changed on the VAR's word is not announced.

    @VAR_ANNOUNCE_1
    Example: Every review is announced, so the referee explains Díaz's disallowed goal
      Given the competition announces every review decision in the stadium
      And Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the decision is changed on the VAR's word
      And the final decision is no goal
      When the referee applies the Laws
      Then the reasoning says that the referee announced the decision in the stadium

    @VAR_ANNOUNCE_1
    Example: Only decisions taken at the monitor are announced, so a factual offside is not
      Given the competition announces only decisions taken at the monitor in the stadium
      And Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the decision is changed on the VAR's word
      And the final decision is no goal
      When the referee applies the Laws
      Then the reasoning says that the decision was not announced in the stadium
  Rule: Play restarts as the final decision requires (VAR-RESTART-1)
    A goal ruled out for offside restarts with the defending team's indirect free
    kick where the offence was; a goal given restarts with a kick-off; a penalty
    given restarts with the penalty kick.

    @VAR_RESTART_1 @OFF_SANC_1
    Example: After a goal is ruled out for offside, the defending team takes an indirect free kick
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then after the review play restarts with an indirect free kick to the defending team
      And the defending team restarts with an indirect free kick where Díaz became involved

    @VAR_RESTART_1
    Example: After a goal is given, the defending team kicks off
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then after the review play restarts with a kick-off by the defending team
