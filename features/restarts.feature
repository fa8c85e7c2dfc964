Feature: Restarts
  Law 11.3 lifts offside for a player who receives the ball straight from a goal
  kick, a throw-in or a corner kick. Free kicks are not on the list. The
  exemption covers only that first receipt: the next team-mate's touch is an
  ordinary moment of judgement.

  Background:
    Given the attacking team is Belgium: Castagne, Onana and Lukaku, with Casteels in goal
    And the defending team is Slovakia: Skriniar, Vavro and Hancko, with Dubravka in goal

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
      And the trace records that Lukaku received the ball directly from a <restart>, so there is no offside offence

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
      And the trace records that a free kick gives Lukaku no exemption

    @OFF_NOOFF_1 @OFF_MOJ_1
    Example: Onana is exempt from Castagne's throw-in, but Lukaku offside at Onana's pass is not
      Given Onana is in an offside position when Castagne takes a throw-in
      And Onana receives the ball
      And Lukaku is in an offside position when Onana passes
      And Lukaku scores
      When the referee applies the Laws
      Then Lukaku is penalised for offside
      And Lukaku's position is judged when Onana passes
      And the trace records that Onana received the ball directly from a throw-in, so there is no offside offence

    @OFF_NOOFF_1
    Example: Lukaku, exempt from the throw-in, runs on and scores himself
      Given Lukaku is in an offside position when Castagne takes a throw-in
      And Lukaku receives the ball
      And Lukaku shoots
      And the ball goes into the net
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the trace records that Lukaku received the ball directly from a throw-in, so there is no offside offence

    @OFF_NOOFF_1
    Example: After a goal kick to Onana, Lukaku's position at the kick does not matter
      Given Lukaku is in an offside position when Casteels takes a goal kick
      And Onana is in an offside position when Casteels takes a goal kick
      And Onana receives the ball
      And Lukaku is behind the second-last opponent when Onana passes
      And Lukaku scores
      When the referee applies the Laws
      Then there is no offside offence
      And the trace records that Onana received the ball directly from a goal kick, so there is no offside offence
