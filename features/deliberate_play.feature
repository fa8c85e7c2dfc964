Feature: Deliberate play, deflection or save
  When an opponent touches the ball on its way to a player in an offside
  position, Law 11.2 asks how. A deliberate play by the opponent frees the
  player; a deflection or a save does not. Since July 2022 "deliberate play"
  means the opponent had the ball under control, judged with a set of signs.

  Background:
    Given the attacking team is France: Hernández, Benzema and Mbappé
    And the defending team is Spain: García, Laporte and Azpilicueta, with Simón in goal

  Rule: An opponent's deliberate play frees a player in an offside position (OFF-DP-1)
    If an opponent deliberately plays the ball, including a deliberate handball
    since 2020/21, a player who was in an offside position is not penalised for
    receiving it. A deliberate save is the exception.

    @OFF_DP_1 @PHASE_2
    Example: García deliberately plays the ball to Mbappé, who is not penalised
      Given Mbappé is in an offside position when Hernández passes
      And García plays the ball deliberately
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that García's touch was a deliberate play
      And the reasoning says that García's deliberate play started a new phase

    @OFF_DP_1
    Example: The referee judges García's attempted clearance a deliberate play, so Mbappé's goal stands
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the referee judges García's touch to be a deliberate play
      And Mbappé scores
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that García's touch was a deliberate play

    @OFF_DP_1
    Example: García's deliberate handball counts as a deliberate play
      Given Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that García's deliberate handball counts as a deliberate play

    @OFF_DP_1 @PHASE_2
    Example: García's deliberate handball frees Mbappé, though handling is not control of the ball
      Given the match is played on 10 October 2024
      And Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that García's deliberate handball counts as a deliberate play
      And the reasoning says that García's deliberate handball started a new phase
      And the reasoning does not say that García had control of the ball

    @OFF_DP_1
    Example: In 2019/20 the Law did not say whether a deliberate handball frees Mbappé
      Given the match is played on 5 October 2019
      And Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And Mbappé scores
      When the referee applies the Laws
      Then the offside decision stays open until we know how García touched the ball
      And the reasoning says that the Laws of the day did not say whether García's deliberate handball counts

  Rule: A defender's deliberate handball is an offence of its own (HB-SANC-1)
    Besides freeing an attacker from offside, a defender's deliberate handball is
    a Law 12 offence with nobody fouled: a direct free kick, or a penalty kick
    inside the defender's own penalty area, unless the referee lets play go on to
    the attackers' advantage.

    @HB_SANC_1 @OFF_DP_1
    Scenario Outline: García handles Hernández's pass <where>, and the referee stops play
      Given the match is played on 10 October 2021
      And Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And García's handball was <where>
      And the referee stops play for the handball
      When the referee applies the Laws
      Then there is no offside offence
      And play restarts with <kick> for the attacking team
      And the reasoning says that García's deliberate handball gives <kick>

      Examples:
        | where                          | kick              |
        | inside his own penalty area    | a penalty kick    |
        | outside his own penalty area   | a direct free kick |

    @HB_SANC_1
    Example: Nobody said where García handled it, so the kick he gave away stays open
      A penalty kick or a direct free kick turns on where the handball was; a report
      that does not say is not taken to mean either.
      Given the match is played on 10 October 2021
      And Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And the referee stops play for the handball
      When the referee applies the Laws
      Then the offside decision stays open until we know whether García's handball was inside his penalty area

    @HB_SANC_1
    Example: The referee plays advantage after García's handball, and Mbappé scores
      Given the match is played on 10 October 2021
      And Mbappé is in an offside position when Hernández passes
      And García deliberately handles the ball
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that the referee played advantage after García's deliberate handball

  Rule: A deliberate play means the opponent had the ball under control (OFF-DP-2)
    Since the July 2022 clarification, an opponent plays the ball deliberately
    when they have it under control and could pass it, keep it or clear it. A
    pass or clearance that goes wrong is still deliberate.

    @OFF_DP_2
    Example: García had the ball under control and miscued his clearance to Mbappé; the goal stands
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the referee judges García's touch to be a deliberate play
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that García had control of the ball

    @OFF_DP_2
    Example: Nobody reported how García's header was judged, so the decision stays open
      Given Mbappé is in an offside position when Hernández passes
      And García heads the ball
      And Mbappé scores
      When the referee applies the Laws
      Then the offside decision stays open until we know how García touched the ball
      And the reasoning says that nobody reported whether García had control of the ball

    @OFF_DP_2 @PHASE_4
    Example: García controls the ball and then passes it straight to Mbappé, who is onside again
      Given Mbappé is in an offside position when Hernández passes
      And García controls the ball
      And García passes
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that García had control of the ball
      And the reasoning says that the defending team gained control through García

  Rule: Signs of control tell a deliberate play from a deflection (OFF-DP-3)
    Where the officials' judgement is not reported, the IFAB signs are used: the
    ball came from a distance in clear view, was not moving quickly, went where
    expected, the player had time to coordinate, and the ball was on the ground.
    Whether the player had control settles it; otherwise the signs must agree.

    @OFF_DP_3
    Example: Every sign points to control, so García's touch frees Mbappé
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the signs that García controlled the ball are:
        | sign                                                  | present |
        | the ball came from a distance and was in clear view   | yes     |
        | the ball was not moving quickly                       | yes     |
        | the ball's direction was not unexpected               | yes     |
        | there was time to coordinate the body                 | yes     |
        | the ball was on the ground                            | yes     |
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the signs of control point to a deliberate play by García

    @OFF_DP_3
    Example: García's instinctive stretch meets a fast ball from close by: a deflection, so Mbappé is offside
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the signs that García controlled the ball are:
        | sign                                                  | present |
        | the ball came from a distance and was in clear view   | no      |
        | the ball was not moving quickly                       | no      |
        | the ball's direction was not unexpected               | no      |
        | there was time to coordinate the body                 | no      |
        | the ball was on the ground                            | no      |
      And Mbappé scores
      When the referee applies the Laws
      Then Mbappé is penalised for offside
      And the offence is gaining an advantage
      And the reasoning says that the signs of control point to a deflection by García

    @OFF_DP_3
    Example: García had the ball under control, so it is a deliberate play whatever the other signs say
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the signs that García controlled the ball are:
        | sign                                  | present |
        | the ball was not moving quickly       | no      |
        | the player had the ball under control | yes     |
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the signs of control point to a deliberate play by García

    @OFF_DP_3
    Example: The signs disagree and nobody reported the referee's view, so the decision stays open
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the signs that García controlled the ball are:
        | sign                                                  | present   |
        | the ball came from a distance and was in clear view   | yes       |
        | the ball was not moving quickly                       | no        |
        | the ball was on the ground                            | not known |
      And Mbappé scores
      When the referee applies the Laws
      Then the offside decision stays open until we know how García touched the ball
      And the reasoning says that the signs of control for García's touch are mixed

    @OFF_DP_3
    Example: On the day the referee's judgement stands, even where the signs point the other way
      Given Mbappé is in an offside position when Hernández passes
      And García tries to clear the ball
      And the referee judges García's touch to be a deliberate play
      And the signs that García controlled the ball are:
        | sign                                                  | present |
        | the ball came from a distance and was in clear view   | no      |
        | the ball was not moving quickly                       | no      |
      And Mbappé scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the signs of control point to a deflection by García
      And the reasoning says that García's touch was a deliberate play

  Rule: A save never frees a player in an offside position (OFF-DP-4)
    A save is stopping, or trying to stop, a ball going into or very close to the
    goal. It does not reset offside, whether the goalkeeper or an outfield player
    makes it.

    @OFF_DP_4
    Example: Simón saves Benzema's shot and Mbappé, offside at the shot, scores the rebound
      Given Mbappé is in an offside position when Benzema shoots
      And Simón saves
      And Mbappé scores
      When the referee applies the Laws
      Then Mbappé is penalised for offside
      And the reasoning says that Simón's save did not start a new phase
      And the reasoning says that a save does not protect Mbappé

    @OFF_DP_4
    Example: Laporte blocks the shot on the line, an outfield player's save, and Mbappé is still offside
      Given Mbappé is in an offside position when Benzema shoots
      And Laporte makes a save
      And Mbappé scores
      When the referee applies the Laws
      Then Mbappé is penalised for offside
      And the reasoning says that Laporte's save did not start a new phase

    @OFF_DP_4
    Example: The referee judges Azpilicueta's block a save, so Mbappé gains no protection from it
      Given Mbappé is in an offside position when Benzema shoots
      And Azpilicueta tries to clear the ball
      And the referee judges Azpilicueta's touch to be a save
      And Mbappé scores
      When the referee applies the Laws
      Then Mbappé is penalised for offside
      And the offence is gaining an advantage
      And the reasoning says that a save does not protect Mbappé
