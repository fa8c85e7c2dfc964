Feature: What would have changed the decision
  After a tight call the question is rarely only "was it right?" but also "what
  would it have taken to go the other way?". For every decision the engine lists
  the smallest single changes that flip it: a judgement call made the other way,
  a position moved across the line, a different restart, another edition of the
  Laws. Where sources disagree on a decisive fact, or nobody reported it, the
  decision depends on it, and the engine gives the outcome under each reading.
  Every change claimed here is checked by deciding the changed incident again.

  Background:
    Given the attacking team is Tottenham: Perišić, Emerson, Son and Kane
    And the defending team is Sporting: Coates, Nazinho and Inácio, with Adán in goal

  Rule: Had the defender played the ball deliberately, the attacker would have been free (OFF-DP-1)
    A deflection or a save by an opponent leaves an attacker's offside position
    in place; a deliberate play wipes it out. Flipping that one judgement is
    often all it takes to change the decision.

    @OFF_DP_1 @PHASE_2
    Example: Had Nazinho played Emerson's backward header deliberately, Kane's goal would have stood
      Given Perišić crosses
      And Kane is nearer the goal line than both the ball and the second-last opponent when Emerson heads the ball backwards
      And Nazinho deflects the ball
      And Kane scores
      When we ask what would have changed the decision
      Then Kane is penalised for offside
      And had Nazinho's touch been a deliberate play, there would be no offside offence
      And changing how Nazinho touched the ball to a save would not change the decision

    @OFF_DP_1 @OFF_DP_4
    Example: Had Coates only deflected or saved the ball, Kane would have been offside
      Given Kane is in an offside position when Perišić passes
      And Coates plays the ball deliberately
      And Kane scores
      When we ask what would have changed the decision
      Then the goal stands
      And had Coates's touch been a deflection, Kane would be penalised for offside
      And had Coates's touch been a save, Kane would be penalised for offside

  Rule: Had the attacker been level with the second-last opponent, he would have been onside (OFF-POS-5)
    Level is onside, so the nearest position that flips an offside call is level
    with the line.

    @OFF_POS_5
    Example: Had Kane been level with the second-last opponent at Emerson's header, the goal would have stood
      Given Perišić crosses
      And Kane is nearer the goal line than both the ball and the second-last opponent when Emerson heads the ball backwards
      And Nazinho deflects the ball
      And Kane scores
      When we ask what would have changed the decision
      Then Kane is penalised for offside
      And had Kane been level with the second-last opponent when Emerson heads the ball, the goal would stand

  Rule: Had the attacker been level with the ball, he would have been onside (OFF-POS-6)
    A player level with the ball, or behind it, is not in an offside position,
    however far beyond the defenders he is.

    @OFF_POS_6
    Example: Had Kane been level with the ball at Emerson's header, the goal would have stood
      Given Perišić crosses
      And Kane is nearer the goal line than both the ball and the second-last opponent when Emerson heads the ball backwards
      And Nazinho deflects the ball
      And Kane scores
      When we ask what would have changed the decision
      Then the goal is disallowed
      And had Kane been level with the ball when Emerson heads the ball, the goal would stand

  Rule: Had the attacker affected an opponent, he would have been penalised (OFF-OFF-2)
    Whether a player in an offside position affected an opponent is the
    referee's judgement. Made the other way, it turns a goal into an offside or
    the reverse.

    @OFF_OFF_2 @OFF_POS_1
    Example: Had Kane affected a defender while Son ran on to score, Kane would have been offside
      Given Kane is in an offside position when Perišić passes
      And Kane runs with the play without touching the ball
      And Son scores
      When we ask what would have changed the decision
      Then there is no offside offence
      And had Kane affected an opponent, Kane would be penalised for offside

    @OFF_OFF_2
    Example: Had Kane not stopped Coates reaching the ball, Son's goal would have stood
      Given Kane is in an offside position when Perišić passes
      And Kane makes an obvious action that stops Coates playing the ball
      And Son scores
      When we ask what would have changed the decision
      Then Kane is penalised for offside
      And had Kane not affected an opponent, there would be no offside offence

  Rule: Had the move started with a throw-in, there could have been no offside (OFF-NOOFF-1)
    A player cannot be offside receiving the ball straight from a throw-in, goal
    kick or corner kick. A free kick gives no such protection.

    @OFF_NOOFF_1
    Example: Had Perišić's pass been a throw-in, Kane could not have been offside
      Given Kane is in an offside position when Perišić passes
      And Kane scores
      When we ask what would have changed the decision
      Then Kane is penalised for offside
      And had the move started with a throw-in, there would be no offside offence

    @OFF_NOOFF_1
    Example: Had Perišić's throw-in been a free kick, Kane would have been offside
      Given Perišić takes a throw-in
      And Kane is in an offside position when Perišić takes a throw-in
      And Kane scores
      When we ask what would have changed the decision
      Then there is no offside offence
      And had the move started with a free kick, Kane would be penalised for offside

  Rule: Another edition of the Laws can decide the same incident differently (EDITION-1)
    An incident is judged under the Laws of its day. The engine also replays it
    under the other editions and names the nearest one that decides it
    differently, and says whether today's Laws would, and which change matters.

    @EDITION_1 @OFF_DP_1 @OFF_DP_3
    Example: Coates's stretch counted as deliberate in 2021, but under the 2022 criteria Kane would be offside
      Given the match is played on 10 October 2021
      And Kane is in an offside position when Perišić passes
      And Coates tries to clear the ball
      And the referee judges Coates's touch to be a deliberate play
      And the signs that Coates controlled the ball are:
        | sign                                                | present |
        | the ball came from a distance and was in clear view | no      |
        | the ball was not moving quickly                     | no      |
        | the ball's direction was not unexpected             | no      |
        | there was time to coordinate the body               | no      |
        | the ball was on the ground                          | no      |
      And Kane scores
      When we ask what would have changed the decision
      Then the goal stands
      And the decision is made under the 2021/22 Laws
      And under the 2022/23 Laws, Kane would be penalised for offside
      And the latest Laws would decide it differently, because of the criteria for telling a deliberate play from a deflection
      And under the latest Laws, Kane would be penalised for offside

    @EDITION_1
    Example: A plain offside in 2023 would be decided the same way under the latest Laws
      Given the match is played on 1 October 2023
      And Kane is in an offside position when Perišić passes
      And Kane scores
      When we ask what would have changed the decision
      Then Kane is penalised for offside
      And the latest Laws would decide it the same way

  Rule: When sources disagree on how a defender touched the ball, the decision depends on it (OFF-DP-1)
    Reports of the same incident do not always agree. The engine does not pick
    one: it gives the decision under each source's reading.

    @OFF_DP_1
    Example: Sporting News saw a deliberate play by Coates, ESPN a deflection: the goal depends on who is right
      Given Kane is in an offside position when Perišić passes
      And Coates tries to clear the ball
      And the referee judges Coates's touch to be a deliberate play
      And sources disagree on how Coates touched the ball:
        | source        | says              |
        | Sporting News | a deliberate play |
        | ESPN          | a deflection      |
      And Kane scores
      When we ask what would have changed the decision
      Then the goal stands
      And the decision depends on how Coates touched the ball
      And by Sporting News's account, the goal would stand
      And by ESPN's account, Kane would be penalised for offside

  Rule: When sources disagree whether an attacker affected an opponent, the decision depends on it (OFF-OFF-2)
    Interference is a judgement, and those who watched may judge it differently.

    @OFF_OFF_2 @OFF_POS_1
    Example: The BBC saw Kane impact Coates, the i newspaper did not: the goal depends on who is right
      Given Kane is in an offside position when Perišić passes
      And Kane runs with the play without touching the ball
      And sources disagree on whether Kane affected an opponent:
        | source | says                                                             |
        | i      | he did not affect an opponent                                    |
        | BBC    | he tried to play the ball close to an opponent and impacted him |
      And Son scores
      When we ask what would have changed the decision
      Then there is no offside offence
      And the decision depends on whether Kane affected an opponent
      And by i's account, the goal would stand
      And by BBC's account, Kane would be penalised for offside

  Rule: When nobody reported where an attacker was, the decision depends on it (OFF-POS-2)
    The engine never assumes an unreported position. It says the decision is
    open and gives the outcome both ways.

    @OFF_POS_2
    Example: Nobody reported where Son was at Perišić's pass, so his goal depends on it
      Given nobody reported where the other attackers were
      And Perišić passes
      And Son scores
      When we ask what would have changed the decision
      Then the offside decision stays open until we know where Son was when Perišić passes
      And the decision depends on where Son was when Perišić passes
      And if Son was in an offside position when Perišić passes, Son would be penalised for offside
      And if Son was onside when Perišić passes, the goal would stand

  Rule: When nobody reported how a defender's touch was judged, the decision depends on it (OFF-DP-2)
    Whether the defender had the ball under control is a judgement that has to
    come from the officials or the reports; without it the engine gives each
    possible answer.

    @OFF_DP_2
    Example: Nobody reported how Coates's header was judged, so Kane's goal depends on it
      Given Kane is in an offside position when Perišić passes
      And Coates heads the ball
      And Kane scores
      When we ask what would have changed the decision
      Then the offside decision stays open until we know how Coates touched the ball
      And the decision depends on how Coates touched the ball
      And if Coates's touch was a deliberate play, the goal would stand
      And if Coates's touch was a deflection, Kane would be penalised for offside
      And if Coates's touch was a save, Kane would be penalised for offside
