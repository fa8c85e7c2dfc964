Feature: Restarts
  Law 11.3 lifts offside for a player who receives the ball straight from a goal
  kick, a throw-in or a corner kick. Free kicks are not on the list. The
  exemption covers only that first receipt: the next team-mate's touch is an
  ordinary moment of judgement.

  Background:
    Given the attacking team is Belgium: Castagne, Onana and Lukaku, with Casteels in goal
    And the defending team is Slovakia: Škriniar, Vavro and Hancko, with Dúbravka in goal

  Rule: No offside offence when receiving the ball directly from a goal kick, throw-in or corner kick (OFF-NOOFF-1)
    A player cannot be penalised for offside when the ball comes to them
    directly from one of these three restarts, wherever they stand. Free kicks,
    penalty kicks and ordinary play have no such exemption.

    @OFF_NOOFF_1
    Scenario Outline: Lukaku receives the ball straight from <taker>'s <restart> beyond the defence and is not penalised
      Given Lukaku is in an offside position when <taker> takes a <restart>
      And Lukaku scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Lukaku received the ball directly from a <restart>, so there is no offside offence

      Examples:
        | taker    | restart   |
        | Casteels | goal kick |
        | Castagne | throw-in  |

    @OFF_NOOFF_1
    Example: A free kick is not exempt, so Lukaku offside at the kick is penalised
      Given Lukaku is in an offside position when Castagne takes a free kick
      And Lukaku scores
      When the referee applies the Laws
      Then Lukaku is penalised for offside
      And the goal is disallowed
      And the reasoning says that a free kick gives Lukaku no exemption

    @OFF_NOOFF_1 @OFF_MOJ_1
    Example: Onana is exempt from Castagne's throw-in, but Lukaku offside at Onana's pass is not
      Given Onana is in an offside position when Castagne takes a throw-in
      And Onana receives the ball
      And Lukaku is in an offside position when Onana passes
      And Lukaku scores
      When the referee applies the Laws
      Then Lukaku is penalised for offside
      And Lukaku's position is judged when Onana passes
      And the reasoning says that Onana received the ball directly from a throw-in, so there is no offside offence

    @OFF_NOOFF_1
    Example: Lukaku, exempt from the throw-in, runs on and scores himself
      Given Lukaku is in an offside position when Castagne takes a throw-in
      And Lukaku receives the ball
      And Lukaku shoots
      And the ball goes into the net
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Lukaku received the ball directly from a throw-in, so there is no offside offence

    @OFF_NOOFF_1
    Example: After a goal kick to Onana, Lukaku's position at the kick does not matter
      Given Lukaku is in an offside position when Casteels takes a goal kick
      And Onana is in an offside position when Casteels takes a goal kick
      And Onana receives the ball
      And Lukaku is behind the second-last opponent when Onana passes
      And Lukaku scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Onana received the ball directly from a goal kick, so there is no offside offence

  Rule: A goalkeeper who holds the ball too long gives a corner kick from 2025/26 (RESTART-8S-1)
    From 2025/26 a goalkeeper who keeps the ball in the hands for more than eight
    seconds concedes a corner kick. Until 2024/25 the same offence (then more
    than six seconds) gave an indirect free kick. Since there is no offside
    straight from a corner kick, but there is from a free kick, the change
    decides some goals.

    Scenario Outline: Lukaku scores straight from the restart after Dúbravka held the ball too long, under the <edition> Laws
      Given the match is played on 20 September 2025
      And Castagne takes a corner kick
      And the restart was given because the goalkeeper held the ball for too long
      And Lukaku is in an offside position when Castagne takes the corner kick
      And Lukaku scores
      When the <edition> Laws are applied
      Then <verdict>
      And the reasoning says that <reason>

      @RESTART_8S_1 @OFF_NOOFF_1
      Examples: From 2025/26, a corner kick
        | edition | verdict                     | reason                                                        |
        | 2025/26 | there is no offside offence | the goalkeeper held the ball too long, which gives a corner kick |

      @RESTART_8S_1
      Examples: Before, an indirect free kick
        | edition | verdict                          | reason                                                             |
        | 2024/25 | Lukaku is penalised for offside | the goalkeeper held the ball too long, which gave an indirect free kick |

  Rule: The five-second countdown turns a late throw-in over and a late goal kick into a corner (RESTART-5S-1)
    From 2026/27 a throw-in must be taken within a five-second countdown, or it
    goes to the other team; a goal kick not taken in time becomes a corner kick.
    Neither restart allows an offside offence straight from it. Before 2026/27
    there was no countdown, so such a move could not have started that way.

    @RESTART_5S_1 @OFF_NOOFF_1
    Example: Slovakia's slow throw-in goes to Belgium, and Lukaku receives it straight from Castagne
      Given the match is played on 3 October 2026
      And Castagne takes a throw-in
      And the restart was given because the other team took too long over their throw-in
      And Lukaku is in an offside position when Castagne takes the throw-in
      And Lukaku receives the ball
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that the late throw-in went to the opponents, still a throw-in

    Scenario Outline: Slovakia's late goal kick becomes a Belgian corner, replayed under the <edition> Laws
      Given the match is played on 3 October 2026
      And Castagne takes a corner kick
      And the restart was given because the defenders took too long over their goal kick
      And Lukaku is in an offside position when Castagne takes the corner kick
      And Lukaku scores
      When the <edition> Laws are applied
      Then there is no offside offence
      And the reasoning says that <reason>

      @RESTART_5S_1
      Examples:
        | edition | reason                                                               |
        | 2026/27 | the late goal kick became a corner kick                              |
        | 2025/26 | there was no countdown in these Laws, so the move is judged as entered |

  Rule: A ball out of play gives a goal kick, a corner kick or a throw-in (BALL-OUT-1)
    The ball is out once it has wholly crossed the goal line or a touchline. The
    team that did not touch it last restarts: over the goal line a goal kick if an
    attacker touched it last, a corner kick if a defender did; over a touchline, a
    throw-in.

    @BALL_OUT_1
    Scenario Outline: The ball goes out of play over the <line> off <last>
      Given Lukaku is behind the second-last opponent when Castagne passes
      And <last> <touch>
      And the ball goes out of play over the <line>
      When the referee applies the Laws
      Then there is no offside offence
      And play restarts with <restart> for the <team> team
      And the reasoning says that <last> touched the ball last, so it is <restart>

      Examples:
        | line      | last  | touch             | restart       | team      |
        | goal line | Onana | shoots            | a goal kick   | defending |
        | goal line | Vavro | deflects the ball | a corner kick | attacking |
        | touchline | Vavro | clears the ball   | a throw-in    | attacking |

  Rule: Who gets the dropped ball after it touched a match official (DROP-1)
    In the defending team's penalty area the ball is dropped for its goalkeeper.
    Elsewhere it went, until 2024/25, to the team that last touched it; from
    2025/26, after a match official's touch, it goes to the team that had or would
    have won possession, when that is clear.

    Scenario Outline: Onana's shot goes in off the referee <where>, under the <edition> Laws
      Given the match is played on 20 September 2025
      And Lukaku is behind the second-last opponent when Castagne passes
      And Onana shoots
      And the ball rebounds off the referee
      And the referee touched the ball <where>
      And the ball goes into the net
      When the <edition> Laws are applied
      Then the goal is disallowed
      And play restarts with a dropped ball for the <team> team
      And the reasoning says that <reason>

      @DROP_1 @BALL_OFFICIAL_1
      Examples:
        | where                                                                      | edition | team      | reason                                                |
        | inside the defending team's penalty area                                   | 2025/26 | defending | the ball is dropped for the goalkeeper                |
        | outside the defending team's penalty area, where the defenders would have won the ball | 2025/26 | defending | the ball is dropped for the team that would have won it |
        | outside the defending team's penalty area, where the defenders would have won the ball | 2024/25 | attacking | the ball is dropped for the team that touched it last |
