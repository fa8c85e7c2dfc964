Feature: Phases of play
  "Phase" is not a word of Law 11, but it is how the Law works in practice: a
  position judged at a team-mate's touch stays attached to the player until
  something ends it. A new team-mate touch, an opponent's deliberate play, the
  ball going out of play or the defenders taking control end it; rebounds,
  deflections and saves do not.

  Background:
    Given the attacking team is Real Madrid: Modrić, Vinícius and Benzema
    And the defending team is Liverpool: Fabinho, Konaté and Robertson, with Alisson in goal

  Rule: A new team-mate touch starts a new phase (PHASE-1)
    Every time a team-mate plays or touches the ball, every attacker is judged
    again. A position from the previous touch no longer counts.

    @PHASE_1
    Example: Benzema was offside at Modrić's pass but onside at Vinícius's, so his goal stands
      Given Benzema is in an offside position when Modrić passes
      And Vinícius is behind the second-last opponent when Modrić passes
      And Benzema is beyond the second-last opponent but behind the ball when Vinícius passes
      And Benzema scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Vinícius's touch started a new phase

    @PHASE_1
    Example: Konaté's deflection reaches Vinícius, whose pass starts a new phase in which Benzema is onside
      Given Benzema is in an offside position when Modrić passes
      And Vinícius is behind the second-last opponent when Modrić passes
      And Konaté deflects the ball
      And Benzema is behind the second-last opponent when Vinícius passes
      And Benzema scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Vinícius's touch started a new phase

  Rule: An opponent's deliberate play starts a new phase; a deflection does not (PHASE-2)
    A deliberate play by an opponent wipes out the positions judged before it; a
    deflection leaves them in place, so a player offside before it is still
    offside after it.

    @PHASE_2 @OFF_DP_1
    Example: After Fabinho's deliberate pass, Benzema's earlier position no longer matters
      Given Benzema is in an offside position when Modrić passes
      And Fabinho plays the ball deliberately
      And Benzema scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Fabinho's deliberate play started a new phase

    @PHASE_2 @misconception
    Example: The ball came off Konaté, but a deflection is not a new phase, so Benzema is offside
      Given Benzema is in an offside position when Modrić passes
      And Konaté deflects the ball
      And Benzema scores
      When the referee applies the Laws
      Then Benzema is penalised for offside
      And the explanation answers the belief that it hit a defender
      And the reasoning says that Konaté's touch was not a deliberate play, so it did not start a new phase

    @PHASE_2 @OFF_MOJ_1
    Example: After Fabinho's deliberate play, Modrić's next pass judges Benzema afresh
      Given Benzema is in an offside position when Modrić passes
      And Fabinho plays the ball deliberately
      And Benzema is in an offside position when Modrić passes
      And Benzema scores
      When the referee applies the Laws
      Then Benzema is penalised for offside
      And Benzema's position is judged when Modrić passes
      And the reasoning says that Fabinho's deliberate play started a new phase

  Rule: Play stopping ends the phase (PHASE-3)
    When the ball goes out of play or the referee stops play, the move is over. A
    player who was in an offside position and never became involved has nothing
    to answer for.

    @PHASE_3
    Example: Benzema stood offside, but the ball went out of play before he became involved
      Given Benzema is in an offside position when Modrić passes
      And the ball goes out of play
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the phase ended when the ball went out of play

    @PHASE_3
    Example: The referee stops play for an injury before Benzema reaches the ball
      Given Benzema is in an offside position when Modrić passes
      And the referee stops play
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the phase ended when the referee stopped play

  Rule: The defenders gaining control of the ball ends the phase (PHASE-4)
    Once a defender clearly has the ball under control, the attack that put
    Benzema in an offside position is over, and losing the ball again does not
    bring it back.

    @PHASE_4 @OFF_DP_1
    Example: Fabinho controls the ball and then loses it to Benzema, who is not penalised
      Given Benzema is in an offside position when Modrić passes
      And Fabinho controls the ball
      And Benzema scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the defending team gained control through Fabinho

    @PHASE_4
    Example: Konaté controls the ball and clears it straight to Benzema, who is onside again
      Given Benzema is in an offside position when Modrić passes
      And Konaté controls the ball
      And Konaté clears the ball
      And Benzema scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the defending team gained control through Konaté
