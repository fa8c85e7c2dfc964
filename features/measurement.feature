Feature: Measuring the offside line
  A line on a screen looks exact, but the picture it is drawn on is not. Between
  two camera frames every player keeps moving, so a margin of a few centimetres
  can sit inside the gap between frames. The Law has no tolerance for that: a
  player whose line is beyond the second-last opponent's is offside. Some
  competitions give the attacker the benefit of the doubt within a few
  centimetres. Each scenario gives the VAR's line and checks what the engine says
  about its precision and about the competition's tolerance.

  Background:
    Given the attacking team is Manchester City: Silva, Foden and Sterling
    And the defending team is West Ham: Diop, Ogbonna and Cresswell, with Fabiański in goal

  Rule: A line is only as precise as the frames it is drawn on (SAOT-1)
    The camera takes a picture every 20 ms at 50 frames a second, every 10 ms at
    100. A sprinting player covers several centimetres in that time, and the
    defender moves too. When the measured margin is smaller than that movement,
    the line cannot show who was ahead at the exact moment of the pass. The
    margin still decides the call: the uncertainty is explained, not applied.

    @SAOT_1 @OFF_POS_7 @VAR_PRIN_2
    Example: Sterling's 2.4 cm, drawn by hand at 50 frames a second, lies inside the gap between two frames
      Given Sterling is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by hand at 50 frames a second, shows Sterling 2.4 cm beyond the second-last opponent
      And Sterling was running at 23.4 km/h
      And Sterling scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Sterling is penalised for offside
      And the reasoning says that Sterling's line was drawn by hand
      And a frame lasts 20 ms
      And between two frames Sterling moves 13 cm
      And the lines may be out by up to 13 cm
      And the measured margin is within that uncertainty
      And the on-field decision is overturned

    @SAOT_1
    Scenario Outline: <technology> at <fps> frames a second, players at <attacker> and <defender> km/h, margin <margin> cm
      Given Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by <technology> at <fps> frames a second, shows Foden <margin> cm beyond the second-last opponent
      And Foden was running at <attacker> km/h
      And Diop was running at <defender> km/h
      And Foden scores
      And the assistant referee flags for offside
      And the final decision is no goal
      When the referee applies the Laws
      Then Foden is penalised for offside
      And a frame lasts <frame> ms
      And between two frames Foden moves <foden> cm
      And between two frames Diop moves <diop> cm
      And the lines may be out by up to <uncertainty> cm
      And the measured margin is <verdict> that uncertainty

      Examples:
        | technology                        | fps | attacker | defender | margin | frame | foden | diop | uncertainty | verdict |
        | hand                              | 50  | 30       | 25       | 10     | 20    | 16.7  | 13.9 | 30.6        | within  |
        | hand                              | 50  | 30       | 25       | 35     | 20    | 16.7  | 13.9 | 30.6        | beyond  |
        | hand                              | 50  | 18       | 9        | 12     | 20    | 10    | 5    | 15          | within  |
        | semi-automated offside technology | 50  | 36       | 18       | 25     | 20    | 20    | 10   | 30          | within  |
        | semi-automated offside technology | 100 | 30       | 25       | 10     | 10    | 8.3   | 6.9  | 15.2        | within  |
        | semi-automated offside technology | 100 | 30       | 25       | 20     | 10    | 8.3   | 6.9  | 15.2        | beyond  |
        | semi-automated offside technology | 100 | 18       | 9        | 8      | 10    | 5     | 2.5  | 7.5         | beyond  |

    @SAOT_1
    Example: Semi-automated offside technology at 100 frames a second halves the gap between frames
      Given Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 12 cm beyond the second-last opponent
      And Foden was running at 30 km/h
      And Foden scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then the reasoning says that Foden's line was drawn by semi-automated offside technology
      And a frame lasts 10 ms
      And between two frames Foden moves 8.3 cm
      And the measured margin is beyond that uncertainty

    @SAOT_1
    Example: Without the players' speeds the precision of Foden's line cannot be worked out
      Given Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 3 cm beyond the second-last opponent
      And Foden scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Foden is penalised for offside
      And a frame lasts 10 ms
      And how precise the line is cannot be said, as the players' speeds were not reported

    @SAOT_1 @OFF_POS_7
    Example: A line showing Foden 4 cm behind Diop is measured like any other
      Given Foden is behind the second-last opponent when Silva passes
      And the VAR's line, drawn by hand at 50 frames a second, shows Foden 4 cm behind the second-last opponent
      And Foden was running at 27 km/h
      And Foden scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then there is no offside offence
      And between two frames Foden moves 15 cm
      And the measured margin is within that uncertainty
      And the on-field decision is overturned

  Rule: The Law has no tolerance, but a competition may add one (VAR-FACT-3)
    By the Law a player is offside by any margin. A competition may decide that
    lines within a few centimetres of each other count as level, so the attacker
    is onside: the Premier League does so with about 5 cm. The engine then says
    that the competition's tolerance, not the Law, gave the goal.

    @VAR_FACT_3 @VAR_PRIN_2
    Example: Without a tolerance, Foden 1 cm beyond the line is offside and the goal is ruled out
      Given Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 1 cm beyond the second-last opponent
      And Foden scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then Foden is penalised for offside
      And the reasoning says that neither the Law nor the competition allows Foden any tolerance
      And the competition's tolerance does not decide the call
      And the right call was no goal
      And the on-field decision is overturned

    @VAR_FACT_3 @VAR_FACT_1 @VAR_PRIN_2
    Example: Within a 5 cm tolerance Foden's goal is given, though by the Law alone he is offside
      Given the competition gives the attacker the benefit of lines within 5 cm
      And Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 4 cm beyond the second-last opponent
      And Foden scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then Foden is penalised for offside
      And the reasoning says that the competition's tolerance gave Foden the benefit of the doubt
      And the competition's tolerance decides the call
      And the right call was a goal
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @VAR_FACT_3
    Scenario Outline: With a 5 cm tolerance, Foden <margin> cm beyond the line: the right call is <call>
      Given the competition gives the attacker the benefit of lines within 5 cm
      And Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden <margin> cm beyond the second-last opponent
      And Foden scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then the right call was <call>
      And the competition's tolerance <decides> the call
      And the reasoning says that <reason>

      Examples:
        | margin | call    | decides         | reason                                                           |
        | 0.5    | a goal  | decides         | the competition's tolerance gave Foden the benefit of the doubt |
        | 5      | a goal  | decides         | the competition's tolerance gave Foden the benefit of the doubt |
        | 5.1    | no goal | does not decide | Foden was beyond the competition's tolerance                     |
        | 12     | no goal | does not decide | Foden was beyond the competition's tolerance                     |

    @VAR_FACT_3 @VAR_PRIN_2
    Example: Beyond a 5 cm tolerance the line stands and the goal given on the field is overturned
      Given the competition gives the attacker the benefit of lines within 5 cm
      And Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 7 cm beyond the second-last opponent
      And Foden scores
      And the referee gives the goal
      And the final decision is no goal
      When the referee applies the Laws
      Then the reasoning says that Foden was beyond the competition's tolerance
      And the right call was no goal
      And the on-field decision is overturned

    @VAR_FACT_3 @VAR_RESTART_1
    Example: After the tolerance gives Foden's goal, play restarts with a kick-off
      Given the competition gives the attacker the benefit of lines within 5 cm
      And Foden is beyond the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 4 cm beyond the second-last opponent
      And Foden scores
      And the assistant referee flags for offside
      And the final decision is a goal
      When the referee applies the Laws
      Then the competition's tolerance decides the call
      And after the review play restarts with a kick-off by the defending team

    @VAR_FACT_3
    Example: A line showing Foden behind Diop is not called "beyond the tolerance"
      Given the competition gives the attacker the benefit of lines within 5 cm
      And Foden is behind the second-last opponent when Silva passes
      And the VAR's line, drawn by semi-automated offside technology at 100 frames a second, shows Foden 3 cm behind the second-last opponent
      And Foden scores
      And the referee gives the goal
      And the final decision is a goal
      When the referee applies the Laws
      Then there is no offside offence
      And the competition's tolerance does not decide the call
      And the reasoning does not say that Foden was beyond the competition's tolerance
