Feature: Becoming involved in active play
  Law 11.2 lists the ways a player in an offside position commits an offence:
  interfering with play, interfering with an opponent, or gaining an advantage
  (see gaining_advantage.feature). A player who does none of these is not
  penalised.

  Background:
    Given the attacking team is Manchester United: Casemiro, Rashford and Fernandes
    And the defending team is Manchester City: Akanji, Dias and Walker, with Ederson in goal

  Rule: Touching a ball a team-mate played is interfering with play (OFF-OFF-1)
    Playing or touching the ball passed or touched by a team-mate is the plainest
    way to become involved. A touch is needed: without one there is no
    interfering with play.

    @OFF_OFF_1
    Scenario Outline: Rashford, offside at Casemiro's pass, <touch> and is penalised
      Given Rashford is in an offside position when Casemiro passes
      And Rashford <touch>
      When the referee applies the Laws
      Then Rashford is penalised for offside
      And the offence is interfering with play
      And the reasoning says that Rashford interfered with play by touching the ball

      Examples:
        | touch               |
        | receives the ball   |
        | heads the ball      |
        | shoots              |

    @OFF_OFF_1 @OFF_SANC_3
    Example: Rashford scores from an offside position and the goal is disallowed
      Given Rashford is in an offside position when Casemiro passes
      And Rashford scores
      When the referee applies the Laws
      Then Rashford is penalised for offside
      And the goal is disallowed
      And the offence is completed when Rashford scores

    @OFF_OFF_1
    Example: Rashford's first touch is the offence, even when he then sets up Fernandes
      Given Rashford is in an offside position when Casemiro passes
      And Fernandes is behind the second-last opponent when Casemiro passes
      And Rashford receives the ball
      And Rashford passes to Fernandes
      And Fernandes scores
      When the referee applies the Laws
      Then Rashford is penalised for offside
      And the goal is disallowed
      And the offence is completed when Rashford receives the ball

  Rule: Interfering with an opponent is an offence without a touch (OFF-OFF-2)
    A player in an offside position who stops an opponent playing the ball is
    penalised: by blocking their view, challenging them, clearly trying to play a
    ball close by in a way that affects them, making an obvious action that does,
    or standing in their way as they go for the ball.

    @OFF_OFF_2
    Scenario Outline: Rashford <action>, and is penalised though he never touches the ball
      Given Rashford is in an offside position when Casemiro passes
      And Fernandes is behind the second-last opponent when Casemiro passes
      And Rashford <action>
      And Fernandes scores
      When the referee applies the Laws
      Then Rashford is penalised for offside
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the reasoning says that Rashford interfered with <opponent> by <how>

      Examples:
        | action                                                                   | opponent | how                                 |
        | blocks Ederson's line of vision                                          | Ederson  | blocking his line of vision         |
        | challenges Akanji for the ball                                           | Akanji   | challenging for the ball            |
        | clearly tries to play the ball close to him, and this impacts on Akanji | Akanji   | trying to play a ball close by      |
        | makes an obvious action that stops Ederson playing the ball              | Ederson  | an obvious action                   |
        | stands in Akanji's way and stops him reaching the ball                   | Akanji   | being in his way                    |

    @OFF_OFF_2 @misconception
    Example: "He never touched it" does not save Rashford who blocked the goalkeeper's view
      Given Rashford is in an offside position when Casemiro passes
      And Fernandes is behind the second-last opponent when Casemiro passes
      And Rashford blocks Ederson's line of vision
      And Fernandes scores
      When the referee applies the Laws
      Then Rashford is penalised for offside
      And the explanation answers the belief that Rashford never touched the ball

    @OFF_OFF_2
    Example: Nobody reported whether Rashford affected Akanji, so the decision stays open
      Given Rashford is in an offside position when Casemiro passes
      And Fernandes is behind the second-last opponent when Casemiro passes
      And Rashford may or may not have affected Akanji
      And Fernandes scores
      When the referee applies the Laws
      Then the offside decision stays open until we know whether Rashford affected an opponent
      And the reasoning says that nobody reported whether Rashford affected an opponent

    @OFF_OFF_2
    Example: Nobody said whether Rashford did anything else, so it is asked, never taken as nothing
      Reports rarely say what a player who never touched the ball did. The explainer
      does not read their silence as "he did nothing": it asks.
      Given Rashford is in an offside position when Casemiro passes
      And Fernandes is behind the second-last opponent when Casemiro passes
      And nobody reported whether the attackers did anything else
      And Fernandes scores
      When the referee applies the Laws
      Then the offside decision stays open until we know whether Rashford affected an opponent
      And the reasoning says that nobody reported whether Rashford affected an opponent

    @OFF_OFF_2
    Example: A challenge by an offside team-mate cancels Rashford's onside goal
      Given Rashford is behind the second-last opponent when Casemiro passes
      And Fernandes is in an offside position when Casemiro passes
      And Fernandes challenges Akanji for the ball
      And Rashford scores
      When the referee applies the Laws
      Then Fernandes is penalised for offside
      And the reasoning says that Fernandes interfered with Akanji by challenging for the ball

  Rule: A player may be penalised before touching the ball when no onside team-mate can play it (OFF-OFF-4)
    The IFAB's practical guidelines for Law 11 show a player in an offside position
    running for the ball. Normally the referee waits: if an onside team-mate
    plays it instead, there is no offence. But when no onside team-mate has the
    chance to play it, the flag can go up before the touch. Whether anyone onside
    could have played it is a judgement.

    @OFF_OFF_4
    Example: Rashford runs for Casemiro's pass with nobody onside near it, and is penalised before touching it
      Given Rashford is in an offside position when Casemiro passes
      And Rashford runs to play the ball, and no team-mate in an onside position could play it
      And Ederson saves
      And the referee stops play
      When the referee applies the Laws
      Then Rashford is penalised for offside
      And the offence is going for the ball when no onside team-mate could play it
      And the reasoning says that Rashford could be penalised before touching the ball, as no onside team-mate could play it

    @OFF_OFF_4
    Example: Fernandes, onside, could also reach the ball and plays it, so Rashford is not penalised
      Given Rashford is in an offside position when Casemiro passes
      And Fernandes is behind the second-last opponent when Casemiro passes
      And Rashford runs to play the ball, and an onside team-mate could also play it
      And Fernandes scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Rashford was not penalised for running to the ball, as an onside team-mate could play it

    @OFF_OFF_4
    Example: Nobody says whether an onside team-mate could have played it
      Given Rashford is in an offside position when Casemiro passes
      And Rashford runs to play the ball
      And Ederson saves
      And the referee stops play
      When the referee applies the Laws
      Then the offside decision stays open until we know whether an onside team-mate could have played the ball
