Feature: What stood, and the one reason why
  The first line of every explanation says what stood (a goal, no goal, a penalty)
  and the one reason why. What stood is not always what the Law says: the referee's
  decision is final unless VAR may and does correct it, and VAR may not step in once
  play has restarted, for an offence in an earlier attacking phase, or without a
  clear and obvious error. Each scenario says what the officials did, and checks what
  stood, whether that was right by the Law, and the headline a reader sees first.

  Background:
    Given the attacking team is Liverpool: Salah, Gakpo and Díaz
    And the defending team is Tottenham: Romero, Udogie and Porro, with Vicario in goal

  Rule: What stood is the final decision, judged against the Law (VAR-PRIN-2)
    The referee decides first; the final decision is what stands, and the Law says
    whether it was right. When the reports give only the on-field decision, it stands
    wherever the protocol leaves VAR nothing to change. A fact the reports leave out is
    not a fact the VAR could not see: when the Law's answer turns on one and the final
    decision is not reported, what stood is not known either.

    @VAR_PRIN_2 @VAR_PROC_1
    Example: An onside goal given on the field stands after the VAR's check
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was right by the Law
      And the outcome turns on the fact that Díaz was behind the second-last opponent
      And the headline reads "Goal stands: Díaz was behind the second-last defender when Salah passed"

    @VAR_PRIN_2 @VAR_FACT_1
    Example: A goal given on the field from an offside position is ruled out on review
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then what stood is no goal
      And that was right by the Law
      And the headline reads "Goal disallowed: Díaz was ahead of the ball and the second-last defender when Salah passed, then scored"

    @VAR_PRIN_2 @VAR_FACT_1
    Example: A goal flagged on the field is given on review because the scorer was onside
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was right by the Law
      And the headline reads "Goal stands: Díaz was behind the second-last defender when Salah passed"

    @VAR_PRIN_2 @VAR_PROC_1
    Example: A correct flag on the field stands after the check
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is no goal
      When the referee applies the Laws
      Then what stood is no goal
      And that was right by the Law
      And the headline reads "Goal disallowed: Díaz was ahead of the ball and the second-last defender when Salah passed, then scored"

    @VAR_PRIN_2 @VAR_PROC_1
    Example: Without the final decision reported, an on-field goal the Law agrees with stands
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is not reported
      When the referee applies the Laws
      Then what stood is a goal
      And that was right by the Law
      And the on-field decision stands
      And the headline reads "Goal stands: Díaz was behind the second-last defender when Salah passed"

    @VAR_PRIN_2 @VAR_FACT_1
    Example: Without the final decision reported, VAR is expected to correct a factual error
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is not reported
      When the referee applies the Laws
      Then what stood is no goal
      And that was right by the Law
      And the headline reads "Goal disallowed: Díaz was ahead of the ball and the second-last defender when Salah passed, then scored"

    @VAR_PRIN_2
    Example: Without VAR in the competition, a goal given from an offside position stands
      Given the competition does not use VAR
      And Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was wrong by the Law
      And the headline reads "Goal stands, though Law 11 says Díaz was offside: there was no VAR to correct the call"

    @VAR_PRIN_2 @VAR_PROC_2
    Example: A delayed flag keeps play going, so VAR can give the onside goal
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee delays the flag until the move is over
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was right by the Law
      And the reasoning does not say that the referee had stopped play before the ball went in
      And the headline reads "Goal stands: Díaz was behind the second-last defender when Salah passed"

    @VAR_PRIN_2 @OFF_POS_2
    Example: A goal given on the field, Díaz's position not reported: what stood is not known
      Given Díaz is somewhere nobody reported when Salah passes
      And Díaz scores
      And the referee gives the goal
      And the final decision is not reported
      When the referee applies the Laws
      Then what stood is undetermined
      And the offside decision stays open until we know where Díaz was when Salah passed
      And the headline reads "Undetermined: it depends on whether Díaz was in an offside position when Salah passed"

    @VAR_PRIN_2 @OFF_POS_2
    Example: A flag raised on the field, Díaz's position not reported: what stood is not known
      Given Díaz is somewhere nobody reported when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the final decision is not reported
      When the referee applies the Laws
      Then what stood is undetermined
      And the offside decision stays open until we know where Díaz was when Salah passed
      And the headline reads "Undetermined: it depends on whether Díaz was in an offside position when Salah passed"

  Rule: Once play has restarted, VAR may not review (VAR-CAT-2)
    A wrong goal decision stays wrong once play has restarted, so the restart must
    wait for the VAR's check.

    @VAR_CAT_2 @VAR_PRIN_2
    Example: A wrong flag cannot be put right after the offside free kick is taken
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And play restarts before the VAR's check is complete
      And the final decision is no goal
      When the referee applies the Laws
      Then what stood is no goal
      And that was wrong by the Law
      And the outcome turns on the fact that play had restarted before the check was complete, so it was too late to review
      And the headline reads "Goal disallowed, though Law 11 says Díaz was onside: play restarted before VAR could correct the flag"

    @VAR_CAT_2 @VAR_PRIN_2
    Example: A goal wrongly given stands once play restarts with the kick-off
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee gives the goal
      And play restarts before the VAR's check is complete
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was wrong by the Law
      And the headline reads "Goal stands, though Law 11 says Díaz was offside: play restarted before VAR could correct the call"

    @VAR_CAT_2
    Example: When nobody knows whether play had restarted, what stood after a wrong flag cannot be said
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And nobody knows whether play restarted before the VAR's check was complete
      And the final decision is not reported
      When we ask what would have changed the decision
      Then what stood is undetermined
      And what stood depends on whether play restarted before the VAR's check was complete
      And whether that was right by the Law cannot be said
      And the headline reads "Undetermined: no goal if play restarted before the VAR had finished checking; otherwise a goal"

  Rule: VAR reviews only the attacking phase that led to the goal (APP-2)
    An offside the officials missed before the defending team won the ball belongs
    to an earlier attacking phase. VAR may not go back to it, so a goal scored in the
    next phase stands although Law 11 says play should have been stopped.

    @APP_2 @VAR_PRIN_2
    Example: Díaz's earlier offside is out of VAR's reach once Romero had the ball
      Given Díaz is in an offside position when Salah passes
      And Díaz passes to Gakpo
      And Romero controls the ball
      And the ball hits Gakpo
      And Salah scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was wrong by the Law
      And the outcome turns on the fact that Romero's control of the ball ended the attacking phase
      And the headline reads "Goal stands, though Law 11 says Díaz was offside: the offence came before Romero won the ball, in an earlier attacking phase that VAR may not review"

    @APP_2 @VAR_PRIN_2
    Example: Inside the same attacking phase, the same offside is put right on review
      Given Díaz is in an offside position when Salah passes
      And Díaz passes to Gakpo
      And Romero tries to clear the ball
      And the referee judges Romero's touch to be a deflection
      And Salah scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then what stood is no goal
      And that was right by the Law
      And the headline reads "Goal disallowed: Díaz was ahead of the ball and the second-last defender when Salah passed, then played the ball"

  Rule: Without a clear and obvious error the on-field decision stands (VAR-PRIN-1)
    VAR changes the referee's decision only when the pictures clearly show it was
    wrong. When the referee's judgement was arguable, the decision stands, though the
    Law may read the facts otherwise.

    @VAR_PRIN_1 @OFF_OFF_2
    Example: An arguable call that Gakpo did not interfere keeps the goal, though the facts given say he did
      Given Gakpo is in an offside position when Salah shoots
      And Gakpo blocks Vicario's line of vision
      And the ball goes into the net
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then what stood is a goal
      And that was wrong by the Law
      And the headline reads "Goal stands, though Law 11 says Gakpo was offside: VAR saw no clear and obvious error in the referee's judgement"

    @VAR_PRIN_1 @OFF_OFF_2
    Example: The same interference ruled out at the monitor
      Given Gakpo is in an offside position when Salah shoots
      And Gakpo blocks Vicario's line of vision
      And the ball goes into the net
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then what stood is no goal
      And that was right by the Law
      And the headline reads "Goal disallowed: Gakpo was ahead of the ball and the second-last defender when Salah shot, then interfered with Vicario by blocking their view of the ball"

  Rule: No goal once the referee has stopped play (BALL-STOPPED-1)
    A raised flag does not stop play; the referee's whistle does. A ball that goes in
    after the whistle is not a goal, even if the whistle was a mistake, and VAR cannot
    give one. That is why assistants delay the flag in a clear attacking situation.
    Play then restarts as the reason for the whistle requires: after a whistle for
    offside, the offside's indirect free kick, even when the player was onside; when
    nobody knows why play was stopped, a dropped ball.

    @BALL_STOPPED_1 @misconception
    Example: The referee blew for offside before Díaz's shot went in, though Díaz was onside
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee blows for offside
      And the referee had already stopped play before the ball went in
      And the final decision is no goal
      When the referee applies the Laws
      Then there is no offside offence
      And the Law's answer is no goal
      And what stood is no goal
      And that was right by the Law
      And the reasoning says that the referee had stopped play before the ball went in
      And the explanation answers the belief that the flag was wrong, so it should be a goal
      And the headline reads "No goal, though Law 11 says Díaz was onside: the referee had stopped play before the ball went in"

    @BALL_STOPPED_1
    Example: Play stopped for offside before the goal: no goal, whoever was offside
      Once the whistle has gone, no goal can follow, and the restart is the same
      indirect free kick whether the offside called was real or not: what Law 11
      says of Díaz's position does not change what the Laws give.
      Given Díaz is somewhere nobody reported when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the referee had already stopped play before the ball went in
      And the final decision is no goal
      When the referee applies the Laws
      Then the Law's answer is no goal
      And the goal is disallowed
      And play restarts with an indirect free kick for the defending team
      And what stood is no goal
      And the headline reads "No goal: the referee had stopped play before the ball went in"

    @BALL_STOPPED_1 @VAR_PRIN_2 @VAR_PROC_2
    Example: A wrong flag stopped play before the goal, as for Mazraoui at the Bernabéu in 2024
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the assistant referee flags for offside
      And the referee had already stopped play before the ball went in
      And the final decision is no goal
      When the referee applies the Laws
      Then there is no offside offence
      And the Law's answer is no goal
      And the goal is disallowed
      And play restarts with an indirect free kick for the defending team
      And the reasoning says that play restarts with the indirect free kick for the offside that stopped play
      And what stood is no goal
      And that was right by the Law
      And VAR could not intervene, as play had already stopped
      And no review is possible
      And the reasoning says that the flag could have been held so that VAR could still give the goal
      And the reasoning does not say that nothing shows a clear and obvious error in the on-field decision
      And the headline reads "No goal, though Law 11 says Díaz was onside: the referee had stopped play before the ball went in"

    @BALL_STOPPED_1
    Example: When nobody reported why the referee stopped play, play restarts with a dropped ball
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And nobody reported what the referee decided on the field
      And the referee had already stopped play before the ball went in
      And the final decision is no goal
      When the referee applies the Laws
      Then the Law's answer is no goal
      And the goal is disallowed
      And the reasoning says that play restarts with a dropped ball, as no reason for the whistle is known

    @BALL_STOPPED_1
    Example: The referee stopped play for Díaz's offside before the ball went in
      Given Díaz is in an offside position when Salah passes
      And Díaz scores
      And the referee blows for offside
      And the referee had already stopped play before the ball went in
      And the final decision is no goal
      When the referee applies the Laws
      Then what stood is no goal
      And that was right by the Law
      And the headline reads "No goal: Díaz was ahead of the ball and the second-last defender when Salah passed, then scored"

    @BALL_STOPPED_1
    Example: When nobody knows whether the whistle came first, a wrong flag's outcome cannot be said
      Given Díaz is behind the second-last opponent when Salah passes
      And Díaz scores
      And the referee blows for offside
      And nobody knows whether the referee had stopped play before the ball went in
      And the final decision is not reported
      When we ask what would have changed the decision
      Then what stood is undetermined
      And what stood depends on whether the referee had stopped play before the ball went in
      And the headline reads "Undetermined: no goal if the referee had stopped play before the ball went in; otherwise a goal"
